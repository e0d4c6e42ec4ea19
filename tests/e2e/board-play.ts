/**
 * Playing a real game through the board in a browser: start a two-player game of precons from
 * the lobby, read what a page's board shows (from its store), and make one move at a time.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** What the board of a page shows, read from its store. */
export interface BoardState {
  version: number;
  viewer: string | null;
  winner: string | null;
  manualMode: boolean;
  buttons: string[];
  selectableCards: string[];
  /** Selectable cards not picked yet whose title is not picked either. */
  freshCards: string[];
  phase: string;
  round: number;
  selectableDice: string[];
  hand: string[];
  discard: number;
  hiddenNames: number;
}

export function boardState(page: Page): Promise<BoardState | null> {
  return page.evaluate(() => {
    const view = window.__ashtableBoard?.store.getState().view;
    if (!view) return null;
    const me = view.viewer ? view.players[view.viewer] : undefined;
    const cards = Object.values(view.players).flatMap((p) => [
      ...p.cardPiles.cardsInPlay,
      ...p.cardPiles.hand,
      ...p.cardPiles.spells,
      ...p.cardPiles.discard,
      ...p.cardPiles.archives,
      ...p.cardPiles.deck,
      p.phoenixborn,
    ]);
    // Names of cards in hands and decks the viewer may not see.
    const hiddenNames = Object.values(view.players)
      .filter((p) => p.name !== view.viewer)
      .flatMap((p) => [...p.cardPiles.hand, ...p.cardPiles.deck])
      .filter((c) => Boolean(c.name)).length;
    return {
      version: view.version,
      viewer: view.viewer,
      winner: view.winner,
      manualMode: view.manualMode,
      buttons: (me?.promptState.buttons ?? []).filter((b) => !b.disabled).map((b) => b.text),
      selectableCards: cards.filter((c) => c.selectable).map((c) => c.uuid),
      freshCards: cards
        .filter((c) => c.selectable && !c.selected)
        .filter((c) => !cards.some((o) => o.selected && o.name === c.name))
        .map((c) => c.uuid),
      phase: view.currentPhase,
      round: view.round,
      selectableDice: (me?.dice ?? []).filter((d) => d.selectable).map((d) => d.uuid),
      hand: (me?.cardPiles.hand ?? []).map((c) => c.uuid),
      discard: me?.cardPiles.discard.length ?? 0,
      hiddenNames,
    };
  });
}

/** One move through the board UI: a selectable card or die on the table, else a prompt button. */
export async function act(page: Page, step: number): Promise<string> {
  const state = await boardState(page);
  if (!state) return 'no view';
  const card = state.freshCards[0];
  if (card && step % 7 !== 6) {
    const rect = await page.evaluate(
      (id) => window.__ashtableBoard?.scene.cardRect(id) ?? null,
      card,
    );
    if (rect) {
      await page.mouse.click(rect.x + rect.w / 2, rect.y + rect.h / 2);
      return `card ${card}`;
    }
    const popupCard = page.locator(`img[data-uuid="${card}"]`);
    if ((await popupCard.count()) > 0) {
      await popupCard.first().click();
      return `popup card ${card}`;
    }
  }
  const die = state.selectableDice[0];
  if (die && step % 3 === 1) {
    const rect = await page.evaluate(
      (id) => window.__ashtableBoard?.scene.dieRect(id) ?? null,
      die,
    );
    if (rect) {
      await page.mouse.click(rect.x + rect.w / 2, rect.y + rect.h / 2);
      return `die ${die}`;
    }
  }
  const label = state.buttons[state.buttons.length > 1 ? step % state.buttons.length : 0];
  if (label) {
    const button = page
      .getByTestId('prompt-panel')
      .getByRole('button')
      .filter({ hasText: label.slice(0, 20) });
    if ((await button.count()) > 0) {
      await button.first().click();
      return `button ${label}`;
    }
  }
  return 'waiting';
}

/**
 * The owner creates a two-player game (`form` may change the new game form first), the
 * opponent joins it from the game list, both pick the first precon and the owner starts; waits
 * until both boards show the game. Returns each player's deck name, as the pending game showed.
 */
export async function startPreconGame(
  owner: Page,
  opponent: Page,
  gameName: string,
  form?: (form: Locator) => Promise<void>,
): Promise<Record<string, string>> {
  await owner.getByRole('button', { name: '2 Player' }).click();
  const newGame = owner.getByRole('form', { name: 'New game' });
  await form?.(newGame);
  await newGame.getByRole('button', { name: 'Start' }).click();
  await owner.getByText('Waiting for players...').waitFor();
  const row = opponent.getByTestId('game-row').filter({ hasText: gameName });
  await row.getByRole('button', { name: 'Join' }).click();
  for (const page of [owner, opponent]) {
    await page.getByRole('button', { name: 'Select deck' }).click();
    await page.getByRole('tab', { name: 'Precons', exact: true }).click();
    await page.getByTestId('deck-list').getByRole('button').first().click();
  }
  await owner.getByText('Ready to begin, click start to begin the game').waitFor();
  const decks: Record<string, string> = {};
  for (const row of await owner.getByTestId('pending-player').all()) {
    const [name, deck] = await row.locator('p').allTextContents();
    if (name && deck) decks[name] = deck;
  }
  await owner.getByTestId('pending-game').getByRole('button', { name: 'Start' }).click();
  for (const page of [owner, opponent]) {
    await page.getByTestId('game-board').waitFor({ timeout: 60_000 });
    await expect.poll(() => boardState(page), { timeout: 60_000 }).not.toBeNull();
  }
  return decks;
}
