import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { E2EServer } from './harness';
import { launchBrowser, newContext, screenshot, startE2EServer } from './harness';
import { commandsOf, openDrawnSandbox, sent } from './sandbox';

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface SlotInfo {
  uuid: string;
  pile: string;
  ownRow: boolean;
  selectable: boolean;
  canPlay: boolean;
}

function slots(page: Page): Promise<SlotInfo[]> {
  return page.evaluate(() =>
    (window.__ashtableBoard?.scene.layout?.cards ?? []).map((c) => ({
      uuid: c.card.uuid,
      pile: c.pile,
      ownRow: c.ownRow,
      selectable: c.card.selectable,
      canPlay: Boolean(c.card.canPlay),
    })),
  );
}

function rectOf(page: Page, uuid: string): Promise<Rect | null> {
  return page.evaluate((id) => window.__ashtableBoard?.scene.probe.cardRect(id) ?? null, uuid);
}

type FixtureName =
  'basic' | 'battle' | 'targeting' | 'options' | 'meditate' | 'counters' | 'attachedDice';

/** Puts a fixture view (built inside the page) on the board, as a new game state would. */
async function showFixture(page: Page, name: FixtureName): Promise<void> {
  await page.evaluate((fixture) => {
    const fixtures = window.__sandboxFixtures;
    const board = window.__ashtableBoard;
    if (!fixtures || !board) throw new Error('sandbox not ready');
    board.store.getState().setView(fixtures.FIXTURES[fixture]());
  }, name);
  await expect
    .poll(() => page.evaluate(() => window.__ashtableBoard?.scene.pendingTextures ?? 1))
    .toBe(0);
}

interface Mark {
  outline: string;
  chain: string | null;
  counters: { name: string; text: string; fade: boolean; cancel: boolean; broken: boolean }[];
  manyCounters: boolean;
  isNew: boolean;
}

function markOf(page: Page, uuid: string): Promise<Mark | null> {
  return page.evaluate((id) => window.__ashtableBoard?.scene.probe.markOf(id) ?? null, uuid);
}

/** The page coordinates of the centre of one of our piles on the canvas. */
async function pileCentre(page: Page, pile: string): Promise<{ x: number; y: number }> {
  const at = await page.evaluate((name) => {
    const scene = window.__ashtableBoard?.scene;
    const slot = scene?.layout?.piles.find((p) => p.ownRow && p.pile === name);
    const canvas = scene?.canvas.getBoundingClientRect();
    return slot && canvas
      ? { x: canvas.left + slot.x + slot.w / 2, y: canvas.top + slot.y + slot.h / 3 }
      : null;
  }, pile);
  if (!at) throw new Error(`no pile ${pile}`);
  return at;
}

/** The page coordinates of the centre of a die on the table. */
async function dieCentre(page: Page, uuid: string): Promise<{ x: number; y: number }> {
  const rect = await page.evaluate(
    (id) => window.__ashtableBoard?.scene.probe.dieRect(id) ?? null,
    uuid,
  );
  if (!rect) throw new Error('die not on screen');
  return { x: rect.x + rect.w / 2, y: rect.y + rect.h / 2 };
}

/** A point (page coordinates) inside one of our drop zones, at a fraction of its width. */
async function zonePoint(page: Page, pile: string, fx = 0.5): Promise<{ x: number; y: number }> {
  const at = await page.evaluate(
    ({ name, f }) => {
      const scene = window.__ashtableBoard?.scene;
      const zone = scene?.layout?.zones.find((z) => z.ownRow && z.pile === name);
      const canvas = scene?.canvas.getBoundingClientRect();
      return zone && canvas
        ? { x: canvas.left + zone.x + zone.w * f, y: canvas.top + zone.y + zone.h / 2 }
        : null;
    },
    { name: pile, f: fx },
  );
  if (!at) throw new Error(`no zone ${pile}`);
  return at;
}

/** The drop zones the scene draws highlighted during a drag. */
function highlightedZones(page: Page): Promise<{ pile: string; hot: boolean }[]> {
  return page.evaluate(() => [...(window.__ashtableBoard?.scene.probe.highlightedZones ?? [])]);
}

/** Presses a card of an open pile popup and moves the pointer to `to` in steps. */
async function pressPopupCardAndMove(
  page: Page,
  uuid: string,
  to: { x: number; y: number },
): Promise<void> {
  const box = await page.locator(`[data-pile-popup] img[data-uuid="${uuid}"]`).boundingBox();
  if (!box) throw new Error('popup card not shown');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 20, box.y + box.height / 2 - 20, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 8 });
}

/** Our dice on the table, with whether they carry a menu. */
function ourDice(page: Page): Promise<{ uuid: string; menu: number }[]> {
  return page.evaluate(() =>
    (window.__ashtableBoard?.scene.layout?.dice ?? [])
      .filter((d) => d.ownRow)
      .map((d) => ({ uuid: d.die.uuid, menu: d.die.menu?.length ?? 0 })),
  );
}

describe('the game board (sandbox)', () => {
  let server: E2EServer;
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2EServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('renders the crowded board with a clear prompt panel and at most 5 hand cards', async () => {
    context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const page = await context.newPage();
    await openDrawnSandbox(page, server.url, 'fixture=crowded');
    const all = await slots(page);
    expect(all.filter((s) => s.pile === 'hand')).toHaveLength(5);
    expect(all.filter((s) => s.pile === 'play area').length).toBeGreaterThanOrEqual(60);
    await expect
      .poll(() => page.textContent('[data-testid="prompt-panel"]'))
      .toContain('Player Turn');
    await expect.poll(() => page.textContent('[data-testid="hand-window"]')).toContain('1–5 of 10');
    await screenshot(page, 'board-crowded');
    // The rest of the hand is reachable.
    await page.click('button[aria-label="Next hand cards"]');
    await expect
      .poll(() => page.textContent('[data-testid="hand-window"]'))
      .toContain('6–10 of 10');
    const after = await slots(page);
    expect(after.filter((s) => s.pile === 'hand')).toHaveLength(5);
    await context.close();
  });

  it('sends cardClicked with the uuid of a clicked selectable card', async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    await openDrawnSandbox(page, server.url, 'fixture=crowded');
    const target = (await slots(page)).find((s) => s.selectable && s.pile === 'play area');
    if (!target) throw new Error('no selectable card');
    const rect = await rectOf(page, target.uuid);
    if (!rect) throw new Error('card not on screen');
    await page.mouse.click(rect.x + rect.w / 2, rect.y + rect.h / 2);
    await expect.poll(() => sent(page)).toContainEqual({ type: 'cardClicked', uuid: target.uuid });
    await context.close();
  });

  it('sends the command of a prompt button, with a long label cut to 25 characters', async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    await openDrawnSandbox(page, server.url, 'fixture=basic');
    const panel = page.locator('[data-testid="prompt-panel"]');
    await expect.poll(() => panel.textContent()).toContain('Pass your main action and…');
    await panel.getByRole('button', { name: 'Meditate' }).click();
    await expect
      .poll(() => sent(page))
      .toContainEqual({ type: 'menuButton', arg: 'meditate', uuid: 'p1', method: 'menu' });
    await context.close();
  });

  it('drags a hand card to the discard pile in manual mode and sends drop', async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    await openDrawnSandbox(page, server.url, 'fixture=basic&manual=1');
    const card = (await slots(page)).find((s) => s.pile === 'hand');
    if (!card) throw new Error('no hand card');
    const from = await rectOf(page, card.uuid);
    const discard = await page.evaluate(() => {
      const scene = window.__ashtableBoard?.scene;
      const pile = scene?.layout?.piles.find((p) => p.ownRow && p.pile === 'discard');
      const canvas = scene?.canvas.getBoundingClientRect();
      return pile && canvas
        ? { x: canvas.left + pile.x + pile.w / 2, y: canvas.top + pile.y + pile.h / 3 }
        : null;
    });
    if (!from || !discard) throw new Error('nothing to drag');
    await page.mouse.move(from.x + from.w / 2, from.y + from.h / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.w / 2 + 20, from.y + from.h / 2 - 20, { steps: 3 });
    await page.mouse.move(discard.x, discard.y, { steps: 8 });
    await screenshot(page, 'board-dragging');
    await page.mouse.up();
    await expect
      .poll(() => sent(page))
      .toContainEqual({ type: 'drop', uuid: card.uuid, source: 'hand', target: 'discard' });
    await context.close();
  });

  it("does not drag cards of the opponent's row", async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    await openDrawnSandbox(page, server.url, 'fixture=basic&manual=1');
    const card = (await slots(page)).find((s) => s.pile === 'play area' && !s.ownRow);
    if (!card) throw new Error('no opponent card');
    const from = await rectOf(page, card.uuid);
    if (!from) throw new Error('not on screen');
    await page.mouse.move(from.x + 10, from.y + 10);
    await page.mouse.down();
    await page.mouse.move(from.x + 10, from.y + 400, { steps: 8 });
    await page.mouse.up();
    const drops = commandsOf(await sent(page), 'drop');
    expect(drops).toEqual([]);
    await context.close();
  });

  it('toggles a die menu by clicking the die and sends the chosen item', async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    await openDrawnSandbox(page, server.url, 'fixture=basic&manual=1');
    const die = (await ourDice(page)).find((d) => d.menu > 0);
    if (!die) throw new Error('no die with a menu');
    const at = await dieCentre(page, die.uuid);
    const menu = page.getByRole('menu', { name: 'Die menu' });
    await page.mouse.click(at.x, at.y);
    await expect.poll(() => menu.isVisible()).toBe(true);
    await expect.poll(() => menu.textContent()).toContain('Set to power');
    await screenshot(page, 'board-die-menu');
    // A second click on the die closes it again (wait until it has gone, fade included).
    const mounted = page.locator('[aria-label="Die menu"]');
    await page.mouse.click(at.x, at.y);
    await expect.poll(() => mounted.count()).toBe(0);
    await page.mouse.click(at.x, at.y);
    await menu.getByRole('menuitem', { name: 'Set to power' }).click();
    await expect
      .poll(() => sent(page))
      .toContainEqual({
        type: 'menuItemClick',
        uuid: die.uuid,
        command: 'setDieLevel',
        arg: 'power',
      });
    await expect.poll(() => mounted.count()).toBe(0);
    const clicks = commandsOf(await sent(page), 'dieClicked');
    expect(clicks).toEqual([]);
    await context.close();
  });

  it('opens a card menu in the sections main, tokens and moves', async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    await openDrawnSandbox(page, server.url, 'fixture=basic');
    await page.evaluate(() => {
      const board = window.__ashtableBoard;
      const view = window.__sandboxFixtures?.basicView();
      const card = view?.players.aradel?.cardPiles.spells[2];
      if (!board || !view || !card) throw new Error('sandbox not ready');
      card.uuid = 'menu-card';
      card.menu = [
        { text: 'Use', command: 'use' },
        { text: 'Add status', command: 'token', arg: 'status:1', menu: 'tokens' },
        { text: 'Move to hand', command: 'move', arg: 'hand', menu: 'moves' },
      ];
      board.store.getState().setView(view);
    });
    await expect.poll(() => rectOf(page, 'menu-card')).not.toBeNull();
    const rect = await rectOf(page, 'menu-card');
    if (!rect) throw new Error('card not on screen');
    await page.mouse.click(rect.x + rect.w / 2, rect.y + rect.h / 2);
    const menu = page.getByRole('menu', { name: 'Card menu' });
    await expect.poll(() => menu.textContent()).toBe('UseTokensAdd statusMovesMove to hand');
    await screenshot(page, 'board-card-menu');
    await menu.getByRole('menuitem', { name: 'Add status' }).click();
    await expect
      .poll(() => sent(page))
      .toContainEqual({
        type: 'menuItemClick',
        uuid: 'menu-card',
        command: 'token',
        arg: 'status:1',
      });
    const clicks = commandsOf(await sent(page), 'cardClicked');
    expect(clicks).toEqual([]);
    await context.close();
  });

  it('chooses a selectable card that has a menu instead of opening the menu', async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    await openDrawnSandbox(page, server.url, 'fixture=basic');
    await page.evaluate(() => {
      const board = window.__ashtableBoard;
      const view = window.__sandboxFixtures?.basicView();
      const phoenixborn = view?.players.aradel?.phoenixborn;
      if (!board || !view || !phoenixborn) throw new Error('sandbox not ready');
      phoenixborn.uuid = 'chosen-pb';
      phoenixborn.selectable = true;
      phoenixborn.menu = [{ text: 'Printed art', command: 'alt', arg: 'default', menu: 'main' }];
      board.store.getState().setView(view);
    });
    await expect.poll(() => rectOf(page, 'chosen-pb')).not.toBeNull();
    const rect = await rectOf(page, 'chosen-pb');
    if (!rect) throw new Error('card not on screen');
    await page.mouse.click(rect.x + rect.w / 2, rect.y + rect.h / 2);
    await expect.poll(() => sent(page)).toContainEqual({ type: 'cardClicked', uuid: 'chosen-pb' });
    expect(await page.getByRole('menu', { name: 'Card menu' }).count()).toBe(0);
    await context.close();
  });

  it('sends dieClicked for a die without a menu', async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    await openDrawnSandbox(page, server.url, 'fixture=basic');
    const die = (await ourDice(page)).find((d) => d.menu === 0);
    if (!die) throw new Error('no die');
    const at = await dieCentre(page, die.uuid);
    await page.mouse.click(at.x, at.y);
    await expect.poll(() => sent(page)).toContainEqual({ type: 'dieClicked', uuid: die.uuid });
    await context.close();
  });

  it('zooms a hovered card beside the pointer, inside the table, at the size of the setting', async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    await openDrawnSandbox(page, server.url, 'fixture=basic');
    const cards = (await slots(page)).filter((s) => s.pile === 'play area');
    const table = await page.locator('[data-testid="board-table"]').boundingBox();
    if (!table) throw new Error('no table');
    const zoom = page.locator('[data-testid="card-zoom"]');
    const hover = async (uuid: string) => {
      const rect = await rectOf(page, uuid);
      if (!rect) throw new Error('card not on screen');
      const at = { x: rect.x + rect.w / 2, y: rect.y + rect.h / 2 };
      await page.mouse.move(at.x, at.y, { steps: 4 });
      await expect.poll(() => zoom.isVisible()).toBe(true);
      const box = await zoom.boundingBox();
      if (!box) throw new Error('no zoom');
      // Beside the pointer (never over it) and on screen.
      expect(at.x < box.x || at.x > box.x + box.width).toBe(true);
      expect(box.x).toBeGreaterThanOrEqual(table.x);
      expect(box.y).toBeGreaterThanOrEqual(table.y);
      expect(box.x + box.width).toBeLessThanOrEqual(table.x + table.width);
      expect(box.y + box.height).toBeLessThanOrEqual(table.y + table.height);
      return box;
    };
    const first = cards[0];
    const last = cards[cards.length - 1];
    if (!first || !last) throw new Error('no cards');
    const normal = Math.round((await hover(first.uuid)).height);
    expect(normal).toBeGreaterThanOrEqual(364);
    await screenshot(page, 'board-zoom');
    await page.mouse.move(table.x + 4, table.y + 4);
    await expect.poll(() => zoom.isVisible()).toBe(false);
    await page.evaluate(() =>
      window.__ashtableBoard?.store.getState().setViewSettings({ cardSize: 'large' }),
    );
    await expect
      .poll(() => page.evaluate(() => window.__ashtableBoard?.scene.pendingTextures ?? 1))
      .toBe(0);
    const large = Math.round((await hover(last.uuid)).height);
    expect(large).toBeGreaterThanOrEqual(420);
    expect(large).toBeGreaterThan(normal);
    await context.close();
  });

  it('draws the attack: attackers, targets and guards paired, and lists the battles', async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    await openDrawnSandbox(page, server.url, 'fixture=basic');
    await showFixture(page, 'battle');
    const attack = await page.evaluate(() => window.__ashtableBoard?.store.getState().view?.attack);
    if (!attack) throw new Error('no attack');
    await expect
      .poll(() => page.evaluate(() => window.__ashtableBoard?.scene.probe.battleLines.length ?? 0))
      .toBe(3);
    const [guarded, open] = attack.battles;
    if (!guarded?.guard || !open) throw new Error('fixture battles missing');
    expect((await markOf(page, guarded.attacker))?.outline).toBe('attacker');
    expect((await markOf(page, guarded.target))?.outline).toBe('target');
    expect((await markOf(page, guarded.guard))?.outline).toBe('guard');
    expect((await markOf(page, open.target))?.outline).toBe('target');
    const zone = page.locator('[data-testid="battle-zone"]');
    await expect.poll(() => zone.textContent()).toContain('Unit attack by brennan');
    expect(await zone.locator('[data-testid="battle"]').count()).toBe(2);
    await expect.poll(() => zone.textContent()).toContain('guarded by');
    await screenshot(page, 'board-battle');
    // The attack ends: lines, outlines and the zone go.
    await showFixture(page, 'basic');
    await expect
      .poll(() => page.evaluate(() => window.__ashtableBoard?.scene.probe.battleLines.length ?? -1))
      .toBe(0);
    await expect.poll(() => zone.count()).toBe(0);
    await context.close();
  });

  it('shows a targeting prompt with its source, targets, dice requirement and selections', async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    await openDrawnSandbox(page, server.url, 'fixture=basic');
    await showFixture(page, 'targeting');
    const view = await page.evaluate(() => window.__ashtableBoard?.store.getState().view);
    const me = view?.players.aradel;
    const opponent = view?.players.brennan;
    const control = me?.promptState.controls[0];
    if (!me || !opponent || !control?.source) throw new Error('fixture without a targeting prompt');
    const panel = page.locator('[data-testid="prompt-panel"]');
    const shown = panel.locator('[data-testid="control-targeting"]');
    await expect.poll(() => shown.textContent()).toContain(control.source.name);
    expect(await shown.locator('[data-testid="control-source"]').count()).toBe(1);
    const targetNames = opponent.cardPiles.cardsInPlay.map((c) => c.name ?? '');
    for (const name of targetNames) {
      await expect.poll(() => shown.textContent()).toContain(name);
    }
    expect(await panel.locator('[data-testid="dice-req"] img').count()).toBe(2);
    expect(await panel.locator('[data-testid="button-card"]').count()).toBe(1);
    // The source is marked, picked cards and dice look picked, the others selectable.
    expect((await markOf(page, control.source.uuid))?.outline).toBe('source');
    const [t0, t1] = opponent.cardPiles.cardsInPlay;
    const [d0, d1, d2] = me.dice;
    if (!t0 || !t1 || !d0 || !d1 || !d2) throw new Error('fixture too small');
    expect((await markOf(page, t0.uuid))?.outline).toBe('selectable');
    expect((await markOf(page, t1.uuid))?.outline).toBe('selected');
    expect((await markOf(page, d0.uuid))?.outline).toBe('selectable');
    expect((await markOf(page, d1.uuid))?.outline).toBe('selected');
    expect((await markOf(page, d2.uuid))?.outline).toBe('none');
    await screenshot(page, 'board-targeting');
    const rect = await rectOf(page, t0.uuid);
    if (!rect) throw new Error('target not on screen');
    await page.mouse.click(rect.x + rect.w / 2, rect.y + rect.h / 2);
    await expect.poll(() => sent(page)).toContainEqual({ type: 'cardClicked', uuid: t0.uuid });
    await context.close();
  });

  it('answers an options-select prompt with the chosen option', async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    await openDrawnSandbox(page, server.url, 'fixture=basic');
    await showFixture(page, 'options');
    const select = page.locator('[data-testid="options-select"]');
    await expect.poll(() => select.isVisible()).toBe(true);
    await expect
      .poll(() => page.locator('[data-testid="control-options-select"]').textContent())
      .toContain('Choose an option for');
    await select.getByRole('combobox').click();
    await page.getByRole('option', { name: 'Gain 1 side action' }).click();
    await screenshot(page, 'board-options-select');
    await select.getByRole('button', { name: 'Done' }).click();
    await expect
      .poll(() => sent(page))
      .toContainEqual({ type: 'menuButton', arg: 'side', uuid: 'o1', method: 'choose' });
    await context.close();
  });

  it('opens a pile popup while a card inside is selectable, and keeps one opened by hand', async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    await openDrawnSandbox(page, server.url, 'fixture=basic');
    const setDiscardSelectable = (selectable: boolean) =>
      page.evaluate((on) => {
        const board = window.__ashtableBoard;
        const view = window.__sandboxFixtures?.basicView();
        const card = view?.players.aradel?.cardPiles.discard[0];
        if (!board || !view || !card) throw new Error('sandbox not ready');
        card.selectable = on;
        board.store.getState().setView(view);
      }, selectable);
    const popup = page.locator('[data-testid="popup-discard"]');
    await setDiscardSelectable(true);
    await expect.poll(() => popup.isVisible()).toBe(true);
    await screenshot(page, 'board-popup-auto');
    await setDiscardSelectable(false);
    await expect.poll(() => popup.count()).toBe(0);
    // Opened by hand it stays open whatever the selection.
    await page.click('[data-testid="pile-mine-discard"]');
    await expect.poll(() => popup.isVisible()).toBe(true);
    await setDiscardSelectable(true);
    await setDiscardSelectable(false);
    await expect.poll(() => popup.isVisible()).toBe(true);
    await page.click('[data-testid="pile-mine-discard"]');
    await expect.poll(() => popup.count()).toBe(0);
    // Closed by hand during a selection it stays closed until the next selection.
    await setDiscardSelectable(true);
    await expect.poll(() => popup.isVisible()).toBe(true);
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => popup.count()).toBe(0);
    await setDiscardSelectable(true);
    await expect.poll(() => popup.count()).toBe(0);
    await setDiscardSelectable(false);
    await setDiscardSelectable(true);
    await expect.poll(() => popup.isVisible()).toBe(true);
    await context.close();
  });

  it('shows chain icons red in round 1 and green from round 2', async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    await openDrawnSandbox(page, server.url, 'fixture=basic');
    const showRound = (round: number) =>
      page.evaluate((r) => {
        const board = window.__ashtableBoard;
        const view = window.__sandboxFixtures?.basicView({ round: r });
        const card = view?.players.aradel?.cardPiles.cardsInPlay[0];
        if (!board || !view || !card) throw new Error('sandbox not ready');
        card.name = 'Meteor';
        card.uuid = 'chained-card';
        board.store.getState().setView(view);
      }, round);
    await showRound(1);
    await expect.poll(async () => (await markOf(page, 'chained-card'))?.chain).toBe('red');
    await showRound(2);
    await expect.poll(async () => (await markOf(page, 'chained-card'))?.chain).toBe('green');
    await context.close();
  });

  it('runs the prompt timer down to a pass, and a click on a button cancels it', async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    await openDrawnSandbox(page, server.url, 'fixture=basic');
    const showTimer = (seconds: number) =>
      page.evaluate((length) => {
        const board = window.__ashtableBoard;
        const view = window.__sandboxFixtures?.basicView();
        const prompt = view?.players.aradel?.promptState;
        const pass = prompt?.buttons[1];
        if (!board || !view || !prompt || !pass) throw new Error('sandbox not ready');
        pass.timer = true;
        prompt.timerLength = length;
        board.store.getState().setView(view);
      }, seconds);
    const bar = page.locator('[data-testid="prompt-timer"]');
    await showTimer(30);
    await expect.poll(() => bar.isVisible()).toBe(true);
    await screenshot(page, 'board-prompt-timer');
    await page.getByRole('button', { name: 'Meditate' }).click();
    await expect.poll(() => bar.count()).toBe(0);
    await showTimer(1);
    await expect
      .poll(() => sent(page), { timeout: 15_000 })
      .toContainEqual({ type: 'menuButton', arg: 'pass', uuid: 'p1', method: 'pass' });
    await expect.poll(() => bar.count()).toBe(0);
    await context.close();
  });

  it('inspects a card in manual mode, without damage on a Ready Spell', async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    await openDrawnSandbox(page, server.url, 'fixture=basic&manual=1');
    const unit = (await slots(page)).find((s) => s.pile === 'play area' && s.ownRow);
    if (!unit) throw new Error('no unit');
    const rect = await rectOf(page, unit.uuid);
    if (!rect) throw new Error('not on screen');
    await page.mouse.click(rect.x + rect.w / 2, rect.y + rect.h / 2);
    await expect.poll(() => sent(page)).toContainEqual({ type: 'inspectCard', uuid: unit.uuid });
    const inspect = (which: 'spell' | 'unit') =>
      page.evaluate((kind) => {
        const board = window.__ashtableBoard;
        const view = window.__sandboxFixtures?.basicView({ manualMode: true });
        const me = view?.players.aradel;
        const card = kind === 'spell' ? me?.cardPiles.spells[0] : me?.cardPiles.cardsInPlay[0];
        if (!board || !view || !me || !card) throw new Error('sandbox not ready');
        me.inspectionCard = card.uuid;
        board.store.getState().setView(view);
      }, which);
    const inspector = page.locator('[data-testid="inspector"]');
    await inspect('spell');
    await expect.poll(() => inspector.textContent()).toContain('exhaustion');
    expect(await inspector.textContent()).not.toContain('damage');
    await screenshot(page, 'board-inspector');
    await inspect('unit');
    await expect.poll(() => inspector.textContent()).toContain('damage');
    await inspector.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => sent(page)).toContainEqual({ type: 'closeInspector' });
    await context.close();
  });

  it('chooses a selectable card in play in manual mode rather than inspecting it', async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    await openDrawnSandbox(page, server.url, 'fixture=basic&manual=1');
    const target = await page.evaluate(() => {
      const board = window.__ashtableBoard;
      const view = window.__sandboxFixtures?.basicView({ manualMode: true });
      const card = view?.players.aradel?.cardPiles.cardsInPlay[0];
      if (!board || !view || !card) throw new Error('sandbox not ready');
      card.selectable = true;
      board.store.getState().setView(view);
      return card.uuid;
    });
    await expect
      .poll(async () => (await slots(page)).find((s) => s.uuid === target)?.selectable)
      .toBe(true);
    const rect = await rectOf(page, target);
    if (!rect) throw new Error('not on screen');
    await page.mouse.click(rect.x + rect.w / 2, rect.y + rect.h / 2);
    await expect.poll(() => sent(page)).toContainEqual({ type: 'cardClicked', uuid: target });
    expect(commandsOf(await sent(page), 'inspectCard')).toEqual([]);
    await context.close();
  });

  it("offers an inspected card's moves in manual mode and sends the chosen one", async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    await openDrawnSandbox(page, server.url, 'fixture=basic&manual=1');
    const unit = await page.evaluate(() => {
      const board = window.__ashtableBoard;
      const view = window.__sandboxFixtures?.basicView({ manualMode: true });
      const card = view?.players.aradel?.cardPiles.cardsInPlay[0];
      const me = view?.players.aradel;
      if (!board || !view || !me || !card) throw new Error('sandbox not ready');
      // As the engine gives a card its controller controls in manual mode.
      card.menu = [
        { text: 'Add damage', command: 'token', arg: 'damage:1', menu: 'tokens' },
        { text: 'Return to hand', command: 'move', arg: 'hand', menu: 'moves' },
        { text: 'Discard', command: 'move', arg: 'discard', menu: 'moves' },
      ];
      me.inspectionCard = card.uuid;
      board.store.getState().setView(view);
      return card.uuid;
    });
    const moves = page.locator('[data-testid="inspector-moves"]');
    await expect
      .poll(() => moves.getByRole('button').allTextContents())
      .toEqual(['Return to hand', 'Discard']);
    await moves.getByRole('button', { name: 'Discard' }).click();
    await expect
      .poll(() => sent(page))
      .toContainEqual({
        type: 'menuItemClick',
        uuid: unit,
        command: 'move',
        arg: 'discard',
      });
    await context.close();
  });

  it('follows a new pixel ratio at the next frame, drawing at device pixels', async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    await openDrawnSandbox(page, server.url, 'fixture=basic');
    const ratio = () =>
      page.evaluate(() => {
        const canvas = window.__ashtableBoard?.scene.canvas;
        return canvas ? canvas.width / canvas.clientWidth : 0;
      });
    expect(await ratio()).toBe(1);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setDeviceMetricsOverride', {
      width: 1600,
      height: 1000,
      deviceScaleFactor: 2,
      mobile: false,
    });
    // Headless Chromium reports no change of the ratio: the next drawn frame notices it.
    await showFixture(page, 'basic');
    await expect.poll(ratio).toBe(2);
    await expect
      .poll(() => page.evaluate(() => window.__ashtableBoard?.scene.pendingTextures ?? 1))
      .toBe(0);
    await screenshot(page, 'board-dpr2');
    await context.close();
  });

  it('resizes pile popup cards with the size buttons, stopping at the ends', async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    await openDrawnSandbox(page, server.url, 'fixture=basic');
    await page.click('[data-testid="pile-mine-archives"]');
    const popup = page.locator('[data-testid="popup-archives"]');
    await expect.poll(() => popup.textContent()).toContain('Conjurations');
    const width = async () => (await popup.locator('img').first().boundingBox())?.width ?? 0;
    const larger = popup.getByRole('button', { name: 'Larger' });
    const smaller = popup.getByRole('button', { name: 'Smaller' });
    const normal = await width();
    await larger.click();
    await larger.click();
    expect(await larger.isDisabled()).toBe(true);
    expect(await width()).toBeCloseTo(normal * 2, 0);
    await smaller.click();
    await smaller.click();
    await smaller.click();
    expect(await smaller.isDisabled()).toBe(true);
    expect(await width()).toBeCloseTo(normal * 0.6, 0);
    await context.close();
  });

  it('reports our draw deck popup opening and closing, and shuffles in manual mode', async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    await openDrawnSandbox(page, server.url, 'fixture=basic&manual=1');
    await page.click('[data-testid="pile-mine-deck"]');
    await expect.poll(() => sent(page)).toContainEqual({ type: 'showDrawDeck', visible: true });
    const popup = page.locator('[data-testid="popup-deck"]');
    await popup.getByRole('button', { name: 'Shuffle' }).click();
    await expect.poll(() => sent(page)).toContainEqual({ type: 'shuffleDeck' });
    await page.click('[data-testid="pile-mine-deck"]');
    await expect.poll(() => sent(page)).toContainEqual({ type: 'showDrawDeck', visible: false });
    // The opponent's deck is not ours to show.
    await page.click('[data-testid="pile-theirs-deck"]');
    const shown = commandsOf(await sent(page), 'showDrawDeck');
    expect(shown).toHaveLength(2);
    await context.close();
  });

  it("alternates the tab title with 'Alert!' while unfocused on our turn", async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    await openDrawnSandbox(page, server.url, 'fixture=basic');
    const title = await page.title();
    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    await expect.poll(() => page.title()).toBe('Alert!');
    await expect.poll(() => page.title()).toBe(title);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(() => page.title()).toBe(title);
    await context.close();
  });

  it('shows the custom background of a logged-in user', async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    await openDrawnSandbox(page, server.url, 'fixture=basic');
    const background = () =>
      page
        .locator('[data-testid="game-board"]')
        .evaluate((el) => getComputedStyle(el).backgroundImage);
    // The default, ashesreborn, until a logged-in user's own choice is honoured.
    expect(await background()).toContain('/img/bgs/ashesreborn.png');
    await page.evaluate(() => window.__ashtableBoard?.store.setState({ background: 'firemaiden' }));
    await expect.poll(background).toContain('/img/bgs/firemaiden.png');
    await page.evaluate(() => window.__ashtableBoard?.store.setState({ background: 'none' }));
    await expect.poll(background).not.toContain('/img/bgs/');
    await page.evaluate(() =>
      window.__ashtableBoard?.store.setState({ background: 'firemaiden', loggedIn: false }),
    );
    await expect.poll(background).toContain('/img/bgs/ashesreborn.png');
    await context.close();
  });

  it('shows the alert prompt and sends closeAlert, and the Disconnected! splash', async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    await openDrawnSandbox(page, server.url, 'fixture=basic');
    await page.evaluate(() => {
      const board = window.__ashtableBoard;
      const view = window.__sandboxFixtures?.basicView();
      const prompt = view?.players.aradel?.promptState;
      if (!board || !view || !prompt) throw new Error('sandbox not ready');
      prompt.showAlert = true;
      prompt.alertText = 'Your opponent attacks';
      board.store.getState().setView(view);
    });
    const alert = page.getByRole('dialog');
    await expect.poll(() => alert.textContent()).toContain('Your opponent attacks');
    await alert.getByRole('button', { name: 'Ok' }).click();
    await expect.poll(() => sent(page)).toContainEqual({ type: 'closeAlert' });
    const splash = page.getByText('Disconnected!', { exact: true });
    await page.evaluate(() =>
      window.__ashtableBoard?.store.getState().setConnection('reconnecting'),
    );
    await expect.poll(() => splash.isVisible()).toBe(true);
    await screenshot(page, 'board-disconnected');
    await page.evaluate(() => window.__ashtableBoard?.store.getState().setConnection('connected'));
    await expect.poll(() => splash.count()).toBe(0);
    await context.close();
  });

  it('gives spectators no prompt, no manual mode, and no chat when spectators are muted', async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    await openDrawnSandbox(page, server.url, 'fixture=basic&viewer=spectator');
    await expect.poll(() => page.locator('[data-testid="chat"]').isVisible()).toBe(true);
    expect(await page.locator('[data-testid="prompt-panel"]').count()).toBe(0);
    expect(await page.locator('[data-testid="manual-toggle"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Game menu' }).click();
    const menu = page.getByRole('menu');
    await expect.poll(() => menu.textContent()).toContain('Settings');
    expect(await menu.textContent()).not.toContain('Manual Mode');
    await page.keyboard.press('Escape');
    await page.evaluate(() => {
      const board = window.__ashtableBoard;
      const view = window.__sandboxFixtures?.basicView({ viewer: null });
      if (!board || !view) throw new Error('sandbox not ready');
      view.muteSpectators = true;
      board.store.getState().setView(view);
    });
    const input = page.getByRole('textbox', { name: 'Chat message' });
    await expect.poll(() => input.isDisabled()).toBe(true);
    expect(await input.getAttribute('placeholder')).toBe('Spectators cannot chat in this game');
    await context.close();
  });

  /** A new page on the board sandbox showing a fixture. */
  async function pageWith(fixture: FixtureName): Promise<Page> {
    context = await newContext(browser);
    const page = await context.newPage();
    await openDrawnSandbox(page, server.url, 'fixture=basic');
    await showFixture(page, fixture);
    return page;
  }

  it('sends pileClicked for our draw pile while it is a choice, otherwise toggles its popup', async () => {
    const page = await pageWith('meditate');
    const highlighted = () =>
      page.evaluate(
        () => window.__ashtableBoard?.scene.probe.pileHighlighted('aradel', 'deck') ?? null,
      );
    await expect.poll(highlighted).toBe(true);
    await screenshot(page, 'board-deck-choice');
    const popup = page.locator('[data-testid="popup-deck"]');
    // Its label and the pile on the canvas both answer the prompt; no popup opens.
    await page.click('[data-testid="pile-mine-deck"]');
    const at = await pileCentre(page, 'deck');
    await page.mouse.click(at.x, at.y);
    await expect
      .poll(async () => commandsOf(await sent(page), 'pileClicked'))
      .toEqual([
        { type: 'pileClicked', source: 'deck' },
        { type: 'pileClicked', source: 'deck' },
      ]);
    expect(await popup.count()).toBe(0);
    expect(commandsOf(await sent(page), 'showDrawDeck')).toEqual([]);
    // The opponent's deck is no choice of ours: it toggles its popup.
    await page.click('[data-testid="pile-theirs-deck"]');
    await expect.poll(() => popup.isVisible()).toBe(true);
    await page.click('[data-testid="pile-theirs-deck"]');
    await expect.poll(() => popup.count()).toBe(0);
    // Once the prompt has moved on, our deck toggles its popup again.
    await showFixture(page, 'basic');
    await expect.poll(highlighted).toBe(false);
    await page.mouse.click(at.x, at.y);
    await expect.poll(() => popup.isVisible()).toBe(true);
    expect(commandsOf(await sent(page), 'pileClicked')).toHaveLength(2);
    await context.close();
  });

  it('marks the dice rolled or changed by the last command as new', async () => {
    const page = await pageWith('meditate');
    const dice = await ourDice(page);
    const [first, second, third] = dice;
    if (!first || !second || !third) throw new Error('fixture too small');
    await expect.poll(async () => (await markOf(page, first.uuid))?.isNew).toBe(true);
    expect((await markOf(page, second.uuid))?.isNew).toBe(true);
    expect((await markOf(page, third.uuid))?.isNew).toBe(false);
    await screenshot(page, 'board-new-dice');
    await showFixture(page, 'basic');
    // Read the dice again on every try: the scene may still show the previous view's dice.
    const firstDieIsNew = async () => {
      const now = (await ourDice(page))[0];
      return now ? (await markOf(page, now.uuid))?.isNew : undefined;
    };
    await expect.poll(firstDieIsNew, { timeout: 15_000 }).toBe(false);
    await context.close();
  });

  it('draws counters in their styles: many, broken, faded, crossed out and markers', async () => {
    const page = await pageWith('counters');
    const units = await page.evaluate(
      () =>
        window.__ashtableBoard?.store
          .getState()
          .view?.players.aradel?.cardPiles.cardsInPlay.map((c) => c.uuid) ?? [],
    );
    const [many, full, bonus, marked, host] = units;
    if (!many || !full || !bonus || !marked || !host) throw new Error('fixture too small');
    await expect.poll(async () => (await markOf(page, many))?.manyCounters).toBe(true);
    expect((await markOf(page, many))?.counters.map((c) => c.text)).toEqual(['1', '1', '2']);
    const brief = async (uuid: string) =>
      (await markOf(page, uuid))?.counters.map(
        (c) =>
          `${c.name}:${c.text}${c.broken ? ':broken' : ''}${c.fade ? ':fade' : ''}${c.cancel ? ':cancel' : ''}`,
      );
    expect(await brief(full)).toEqual(['damage:3:broken']);
    expect((await markOf(page, full))?.manyCounters).toBe(false);
    expect(await brief(bonus)).toEqual(['attack:+2']);
    expect(await brief(marked)).toEqual(['block:BLK:cancel', 'bypass:BYP']);
    expect(await brief(host)).toEqual(['status:1:fade']);
    await screenshot(page, 'board-counters');
    await context.close();
  });

  it('tightens the table in the compact layout', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    await openDrawnSandbox(page, server.url, 'fixture=crowded');
    const measure = () =>
      page.evaluate(() => {
        const layout = window.__ashtableBoard?.scene.layout;
        const table = document.querySelector('[data-testid="board-table"]');
        const stats = document.querySelector('[data-testid="stats-bottom"]');
        if (!layout || !table || !stats) throw new Error('board not ready');
        const mine = layout.piles.filter((p) => p.ownRow).sort((a, b) => a.x - b.x);
        const [a, b] = mine;
        return {
          gap: layout.spacing.gap,
          cardH: layout.cardH,
          pileGap: a && b ? b.x - (a.x + a.w) : 0,
          tableH: table.getBoundingClientRect().height,
          statsH: stats.getBoundingClientRect().height,
        };
      });
    const setCompact = async (compactLayout: boolean) => {
      await page.evaluate(
        (on) => window.__ashtableBoard?.store.getState().setViewSettings({ compactLayout: on }),
        compactLayout,
      );
      await expect.poll(async () => (await measure()).gap).toBe(compactLayout ? 4 : 8);
      await expect
        .poll(() => page.evaluate(() => window.__ashtableBoard?.scene.pendingTextures ?? 1))
        .toBe(0);
    };
    await setCompact(false);
    const normal = await measure();
    await screenshot(page, 'board-layout-normal');
    await setCompact(true);
    const compact = await measure();
    await screenshot(page, 'board-layout-compact');
    expect(compact.pileGap).toBeLessThan(normal.pileGap);
    expect(compact.statsH).toBeLessThan(normal.statsH);
    expect(compact.tableH).toBeGreaterThan(normal.tableH);
    expect(compact.cardH).toBeGreaterThan(normal.cardH);
    await context.close();
  });

  it('shows the targets of a targeting prompt as card pictures that pick them', async () => {
    const page = await pageWith('targeting');
    const targets = await page.evaluate(
      () =>
        window.__ashtableBoard?.store.getState().view?.players.aradel?.promptState.controls[0]
          ?.targets ?? [],
    );
    const pictures = page.locator('[data-testid="control-target"]');
    await expect.poll(() => pictures.count()).toBe(targets.length);
    expect(
      await pictures.evaluateAll((els) => els.map((el) => el.getAttribute('data-uuid'))),
    ).toEqual(targets);
    await expect
      .poll(() =>
        pictures.evaluateAll((els) =>
          els.every(
            (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
          ),
        ),
      )
      .toBe(true);
    await screenshot(page, 'board-targeting-pictures');
    const first = targets[0];
    if (!first) throw new Error('no targets');
    await pictures.first().click();
    await expect.poll(() => sent(page)).toContainEqual({ type: 'cardClicked', uuid: first });
    await context.close();
  });

  it('chooses the source of a targeting prompt from its picture when it is its own target', async () => {
    const page = await pageWith('targeting');
    // An ability aimed at its own card (e.g. Slash on its Phoenixborn): source and only target.
    const source = await page.evaluate(() => {
      const board = window.__ashtableBoard;
      const view = board?.store.getState().view;
      const me = view?.players.aradel;
      const control = me?.promptState.controls[0];
      const uuid = control?.source?.uuid;
      if (!view || !me || !control || !uuid) throw new Error('no targeting prompt');
      const card = me.cardPiles.cardsInPlay.find((c) => c.uuid === uuid);
      if (!card) throw new Error('no source card');
      card.selectable = true;
      control.targets = [uuid];
      board.store.getState().setView({ ...view, version: view.version + 1 });
      return uuid;
    });
    const picture = page.locator('[data-testid="control-source"]');
    await expect.poll(() => picture.getAttribute('data-uuid')).toBe(source);
    await picture.click();
    await expect.poll(() => sent(page)).toContainEqual({ type: 'cardClicked', uuid: source });
    await context.close();
  });

  it('drags a card out of our discard popup onto the play area in manual mode', async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    await openDrawnSandbox(page, server.url, 'fixture=basic&manual=1');
    const discard = await page.evaluate(
      () =>
        window.__ashtableBoard?.store
          .getState()
          .view?.players.aradel?.cardPiles.discard.map((c) => c.uuid) ?? [],
    );
    const [first, second] = discard;
    if (!first || !second) throw new Error('fixture discard too small');
    await page.click('[data-testid="pile-mine-discard"]');
    const popup = page.locator('[data-testid="popup-discard"]');
    await expect.poll(() => popup.isVisible()).toBe(true);
    // The left of the play area: the popup lies over its right end.
    const playArea = await zonePoint(page, 'play area', 0.1);
    await pressPopupCardAndMove(page, first, playArea);
    // While dragging, the piles the matrix allows light up, the one under the pointer hot.
    const shown = await highlightedZones(page);
    expect(shown.map((z) => z.pile).sort()).toEqual(
      ['archives', 'deck', 'hand', 'play area', 'purged'].sort(),
    );
    expect(shown.filter((z) => z.hot).map((z) => z.pile)).toEqual(['play area']);
    await screenshot(page, 'board-popup-drag');
    await page.mouse.up();
    await expect
      .poll(async () => commandsOf(await sent(page), 'drop'))
      .toEqual([{ type: 'drop', uuid: first, source: 'discard', target: 'play area' }]);
    expect(await highlightedZones(page)).toEqual([]);
    // The spellboard is no target of the discard pile: nothing is sent.
    await pressPopupCardAndMove(page, second, await zonePoint(page, 'spellboard'));
    expect((await highlightedZones(page)).some((z) => z.hot)).toBe(false);
    await page.mouse.up();
    // Dragged out and back onto its own picture, the card is not clicked either.
    const box = await popup.locator(`img[data-uuid="${second}"]`).boundingBox();
    if (!box) throw new Error('popup card not shown');
    await pressPopupCardAndMove(page, second, await zonePoint(page, 'play area', 0.1));
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    // A plain click still answers a prompt.
    await popup.locator(`img[data-uuid="${second}"]`).click();
    await expect
      .poll(async () => commandsOf(await sent(page), 'cardClicked'))
      .toEqual([{ type: 'cardClicked', uuid: second }]);
    expect(commandsOf(await sent(page), 'drop')).toHaveLength(1);
    await context.close();
  });

  it('drags nothing out of a pile popup outside manual mode, and clicks still answer', async () => {
    context = await newContext(browser);
    const page = await context.newPage();
    await openDrawnSandbox(page, server.url, 'fixture=basic');
    const card = await page.evaluate(
      () => window.__ashtableBoard?.store.getState().view?.players.aradel?.cardPiles.archives[0],
    );
    if (!card) throw new Error('fixture without conjurations');
    await page.click('[data-testid="pile-mine-archives"]');
    const popup = page.locator('[data-testid="popup-archives"]');
    await expect.poll(() => popup.isVisible()).toBe(true);
    expect(await popup.locator('[data-drag-pile]').count()).toBe(0);
    await pressPopupCardAndMove(page, card.uuid, await zonePoint(page, 'play area', 0.1));
    expect(await highlightedZones(page)).toEqual([]);
    await page.mouse.up();
    expect(commandsOf(await sent(page), 'drop')).toEqual([]);
    await popup.locator(`img[data-uuid="${card.uuid}"]`).click();
    await expect.poll(() => sent(page)).toContainEqual({ type: 'cardClicked', uuid: card.uuid });
    await context.close();
  });

  it('draws attached dice small on their cards, selectable, clickable and with their menu', async () => {
    const page = await pageWith('attachedDice');
    const attachedDice = () =>
      page.evaluate(() =>
        (window.__ashtableBoard?.scene.layout?.dice ?? [])
          .filter((d) => d.host)
          .map((d) => ({ uuid: d.die.uuid, host: d.host ?? '', ownRow: d.ownRow })),
      );
    // The scene lays the new view out at its next frame.
    await expect
      .poll(async () => (await attachedDice()).map((d) => d.ownRow).sort())
      .toEqual([false, true]);
    const attached = await attachedDice();
    const pool = (await ourDice(page)).find((d) => !attached.some((a) => a.uuid === d.uuid));
    if (!pool) throw new Error('no pool die');
    const poolRect = await page.evaluate(
      (id) => window.__ashtableBoard?.scene.probe.dieRect(id) ?? null,
      pool.uuid,
    );
    for (const die of attached) {
      const rect = await page.evaluate(
        (id) => window.__ashtableBoard?.scene.probe.dieRect(id) ?? null,
        die.uuid,
      );
      const card = await rectOf(page, die.host);
      if (!rect || !card || !poolRect) throw new Error('die or card not on screen');
      expect(rect.w).toBeLessThan(poolRect.w);
      expect(rect.x).toBeGreaterThanOrEqual(card.x);
      expect(rect.y).toBeGreaterThanOrEqual(card.y);
      expect(rect.x + rect.w).toBeLessThanOrEqual(card.x + card.w);
      expect(rect.y + rect.h).toBeLessThanOrEqual(card.y + card.h);
    }
    const ours = attached.find((d) => d.ownRow);
    if (!ours) throw new Error('no attached die of ours');
    await expect.poll(async () => (await markOf(page, ours.uuid))?.outline).toBe('selectable');
    await screenshot(page, 'board-attached-dice');
    const at = await dieCentre(page, ours.uuid);
    await page.mouse.click(at.x, at.y);
    await expect.poll(() => sent(page)).toContainEqual({ type: 'dieClicked', uuid: ours.uuid });
    expect(commandsOf(await sent(page), 'cardClicked')).toEqual([]);
    // An attached die with menu items toggles its menu like any other die.
    await page.evaluate((id) => {
      const board = window.__ashtableBoard;
      const view = window.__sandboxFixtures?.attachedDiceView();
      const unit = view?.players.aradel?.cardPiles.cardsInPlay[0];
      const die = unit?.dieUpgrades[0];
      if (!board || !view || !die) throw new Error('sandbox not ready');
      die.uuid = id;
      die.menu = [{ text: 'Detach', command: 'detachDie' }];
      board.store.getState().setView(view);
    }, 'attached-with-menu');
    await expect
      .poll(() =>
        page.evaluate(
          () => window.__ashtableBoard?.scene.probe.dieRect('attached-with-menu') ?? null,
        ),
      )
      .not.toBeNull();
    const menuAt = await dieCentre(page, 'attached-with-menu');
    await page.mouse.click(menuAt.x, menuAt.y);
    const menu = page.getByRole('menu', { name: 'Die menu' });
    await expect.poll(() => menu.textContent()).toContain('Detach');
    await context.close();
  });

  it('ends each pile label before its count, in the normal and the compact layout', async () => {
    // A narrow window: the piles are small and the longest label must give way.
    context = await browser.newContext({ viewport: { width: 1100, height: 700 } });
    const page = await context.newPage();
    await openDrawnSandbox(page, server.url, 'fixture=crowded');
    const labels = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('[data-testid^="pile-"]')].map((pile) => {
          const label = pile.querySelector('[data-part="label"]');
          const count = pile.querySelector('[data-part="count"]');
          if (!label || !count) throw new Error('pile label without its parts');
          const l = label.getBoundingClientRect();
          const c = count.getBoundingClientRect();
          return {
            pile: pile.getAttribute('data-testid') ?? '',
            labelEnd: l.right,
            countStart: c.left,
            countEnd: c.right,
            pileEnd: pile.getBoundingClientRect().right,
            cut: label.scrollWidth > label.clientWidth,
          };
        }),
      );
    for (const compactLayout of [false, true]) {
      await page.evaluate(
        (on) => window.__ashtableBoard?.store.getState().setViewSettings({ compactLayout: on }),
        compactLayout,
      );
      await expect
        .poll(() => page.evaluate(() => window.__ashtableBoard?.scene.layout?.spacing.gap))
        .toBe(compactLayout ? 4 : 8);
      const shown = await labels();
      expect(shown.length).toBe(9);
      for (const label of shown) {
        expect(label.labelEnd, label.pile).toBeLessThanOrEqual(label.countStart);
        // The count is never pushed out of its pile by a long label.
        expect(label.countEnd, label.pile).toBeLessThanOrEqual(label.pileEnd);
      }
      // The test means something only while some label is actually cut.
      expect(shown.some((l) => l.cut)).toBe(true);
    }
    await context.close();
  });
});
