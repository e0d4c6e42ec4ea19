/**
 * Clicking one thing of the board the way a person would: a prompt button, the alert's Ok, a
 * card in a pile popup or on the table, a die. The pointer leaves the board before each look
 * (the card zoom and hover pieces it opened go), and only a spot whose topmost element is the
 * thing itself is clicked.
 */
import type { Page } from 'playwright-core';

/** One thing to click on the board. */
export type Move =
  | { kind: 'button'; label: string }
  | { kind: 'card'; uuid: string; name: string }
  | { kind: 'die'; uuid: string }
  | { kind: 'alert' };

export function describeMove(move: Move): string {
  if (move.kind === 'button') return `button "${move.label}"`;
  if (move.kind === 'card') return `card ${move.name || move.uuid}`;
  if (move.kind === 'die') return `die ${move.uuid}`;
  return 'alert Ok';
}

/** Where a move is clicked, in page coordinates, or why there is no such place. */
type Place = { x: number; y: number } | { miss: string };

/** Where a move is clicked now (a miss says what keeps it from being clicked). */
function placeOf(page: Page, move: Move): Promise<Place> {
  return page.evaluate((m): Place => {
    const centre = (r: { x: number; y: number; width: number; height: number }) => ({
      x: r.x + r.width / 2,
      y: r.y + r.height / 2,
    });
    // What lies at a point: a DOM element named by its test id (or tag), for a miss's reason.
    const nameOf = (el: Element | null) => {
      if (!el) return 'nothing (off the page)';
      const named = el.closest('[data-testid]');
      return named ? `${el.tagName} in ${named.getAttribute('data-testid')}` : el.tagName;
    };
    // A DOM element: scrolled into view, and only if nothing lies over its centre.
    const element = (el: Element | null | undefined, what: string): Place => {
      if (!el) return { miss: `no ${what}` };
      el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const at = centre(el.getBoundingClientRect());
      const top = document.elementFromPoint(at.x, at.y);
      return top && (top === el || el.contains(top))
        ? at
        : { miss: `${what} under ${nameOf(top)}` };
    };
    if (m.kind === 'alert') {
      const buttons = [...document.querySelectorAll('[role="dialog"] button')];
      return element(
        buttons.find((b) => b.textContent?.trim() === 'Ok'),
        'alert Ok',
      );
    }
    if (m.kind === 'button') {
      // Long labels are cut on the button; its title keeps the whole text.
      const buttons = [...document.querySelectorAll('[data-testid="prompt-panel"] button')];
      const found = buttons.find(
        (b) => b.getAttribute('title') === m.label && !b.hasAttribute('disabled'),
      );
      return element(found, `button ${m.label}`);
    }
    // Piles with a choosable card open their popup by themselves; it lies over the table.
    if (m.kind === 'card') {
      // Only a pile's popup: the prompt panel also pictures cards (a targeting display's
      // source and targets), and those are not where the card lies.
      const inPopup = document.querySelector(`[data-testid^="popup-"] img[data-uuid="${m.uuid}"]`);
      if (inPopup) return element(inPopup, 'card in a popup');
    }
    const scene = window.__ashtableBoard?.scene;
    const layout = scene?.layout;
    if (!scene || !layout) return { miss: 'no board scene' };
    const own =
      m.kind === 'die'
        ? layout.dice.find((d) => d.die.uuid === m.uuid)
        : layout.cards.find((c) => c.card.uuid === m.uuid);
    if (!own) return { miss: 'not in the layout' };
    // The board answers the topmost thing under the pointer (dice above cards, later cards
    // above earlier ones): aim at a part of this card or die that nothing covers, neither
    // on the board nor a DOM piece over the canvas.
    const inside = (r: { x: number; y: number; w: number; h: number }, x: number, y: number) =>
      x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h;
    const topmost = (x: number, y: number) =>
      layout.dice.findLast((d) => inside(d, x, y)) ?? layout.cards.findLast((c) => inside(c, x, y));
    let canvas = scene.canvas.getBoundingClientRect();
    const centreY = canvas.top + own.y + own.h / 2;
    // A row below or above the window (a tall table): bring it into view first.
    if (centreY < 0 || centreY > window.innerHeight) {
      window.scrollBy(0, centreY - window.innerHeight / 2);
      canvas = scene.canvas.getBoundingClientRect();
    }
    const fractions = [0.5, 0.3, 0.7, 0.15, 0.85, 0.05, 0.95];
    let cover = 'another card or die';
    for (const fy of fractions)
      for (const fx of fractions) {
        const x = own.x + own.w * fx;
        const y = own.y + own.h * fy;
        const at = { x: canvas.left + x, y: canvas.top + y };
        if (topmost(x, y) !== own) continue;
        const top = document.elementFromPoint(at.x, at.y);
        if (top === scene.canvas) return at;
        cover = nameOf(top);
      }
    return { miss: `every spot under ${cover}` };
  }, move);
}

/** What kept the last move of each page from being clicked (for a stuck test's message). */
const lastMisses = new WeakMap<Page, string>();

/** Why the last `clickMove` on this page found nowhere to click ('' when it clicked). */
export function lastMiss(page: Page): string {
  return lastMisses.get(page) ?? '';
}

/**
 * The pointer leaves the board for the page's top-left corner: the card zoom that opens under
 * it (and a hover highlight) closes, and nothing stays over the table from the last click.
 */
async function pointerAway(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page
    .getByTestId('card-zoom')
    .waitFor({ state: 'detached', timeout: 1_000 })
    .catch(() => undefined);
}

/**
 * Clicks a move where the board shows it: a prompt button, the alert's Ok, a card in a pile
 * popup or on the table, a die on the table. The pointer first leaves the board (what it
 * opened last time goes); when a DOM piece still covers the move, Escape closes menus and the
 * place is looked for again. False when it is nowhere to be clicked.
 */
export async function clickMove(page: Page, move: Move): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt++) {
    await pointerAway(page);
    const at = await placeOf(page, move);
    if ('x' in at) {
      lastMisses.set(page, '');
      await page.mouse.click(at.x, at.y);
      return true;
    }
    lastMisses.set(page, `${describeMove(move)}: ${at.miss}`);
    // Nothing of the board shows it: trying again will not help.
    if (!/ under /.test(at.miss)) return false;
    await page.keyboard.press('Escape');
  }
  return false;
}
