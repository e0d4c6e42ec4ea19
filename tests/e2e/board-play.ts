/**
 * Playing a real game through the board in a browser: start a two-player game of precons from
 * the lobby, read what a page's board shows (from its store), pick one of the things the board
 * offers with a seeded generator and click it, the way a person would.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { CardView, GameView } from '../../src/protocol/game-view';
import { clickMove, describeMove } from './board-click';
import type { Move } from './board-click';

/** The self-play bots' seeded generator: the same seed makes the same choices. */
export { botRandom as seededRandom } from '../../src/engine/bots/legal-commands';

/** A card the board shows as choosable (outlined): where it lies and whose it is. */
export interface ChoosableCard {
  uuid: string;
  name: string;
  /** 'phoenixborn', 'upgrade' or a pile of `CardPiles` ('cardsInPlay', 'hand', 'discard'...). */
  pile: string;
  mine: boolean;
  selected: boolean;
}

/** What the board of a page shows, read from its store. */
export interface BoardState {
  version: number;
  viewer: string | null;
  winner: string | null;
  winReason: string | null;
  manualMode: boolean;
  promptTitle: string;
  /** The viewer's timed alert (answered with the dialog's Ok). */
  alert: boolean;
  buttons: string[];
  cards: ChoosableCard[];
  selectableCards: string[];
  /** Selectable cards not picked yet whose title is not picked either. */
  freshCards: string[];
  phase: string;
  round: number;
  selectableDice: string[];
  /** Selectable dice picked already (a click puts them back). */
  selectedDice: string[];
  hand: string[];
  discard: number;
  /** An attack is being declared or fought. */
  attacking: boolean;
  /** Each player's Phoenixborn wounds (damage tokens) and life. */
  wounds: Record<string, number>;
  life: Record<string, number>;
  /** Cards in the hands and draw piles of others that carry a name the viewer may not see. */
  hiddenNames: number;
}

/** The board state of a game view (pure, so a run can be checked without a browser). */
export function boardStateOf(view: GameView): BoardState {
  const me = view.viewer ? view.players[view.viewer] : undefined;
  const cards: ChoosableCard[] = [];
  const visit = (card: CardView, pile: string, owner: string) => {
    cards.push({
      uuid: card.uuid,
      name: card.name ?? '',
      pile,
      mine: owner === view.viewer,
      selected: Boolean(card.selected),
    });
    for (const upgrade of card.upgrades) visit(upgrade, 'upgrade', owner);
  };
  // Table, hand and piles before the Phoenixborn: `act` clicks the first choosable card.
  const piles = ['cardsInPlay', 'hand', 'spells', 'discard', 'archives', 'deck', 'purged'] as const;
  for (const p of Object.values(view.players)) {
    for (const pile of piles) for (const card of p.cardPiles[pile] ?? []) visit(card, pile, p.name);
    visit(p.phoenixborn, 'phoenixborn', p.name);
  }
  const selectable = cards.filter((c) => isSelectable(view, c.uuid));
  const hiddenNames = Object.values(view.players)
    .filter((p) => p.name !== view.viewer)
    .flatMap((p) => [...p.cardPiles.hand, ...(p.cardPiles.deck ?? [])])
    .filter((c) => Boolean(c.name)).length;
  return {
    version: view.version,
    viewer: view.viewer,
    winner: view.winner,
    winReason: view.winReason,
    manualMode: view.manualMode,
    promptTitle: me?.promptState.promptTitle ?? '',
    alert: Boolean(me?.promptState.showAlert),
    buttons: (me?.promptState.buttons ?? []).filter((b) => !b.disabled).map((b) => b.text),
    cards: selectable,
    selectableCards: selectable.map((c) => c.uuid),
    freshCards: selectable
      .filter((c) => !c.selected)
      .filter((c) => !selectable.some((o) => o.selected && o.name === c.name))
      .map((c) => c.uuid),
    phase: view.currentPhase,
    round: view.round,
    selectableDice: Object.values(view.players)
      .flatMap((p) => p.dice)
      .filter((d) => d.selectable)
      .map((d) => d.uuid),
    selectedDice: Object.values(view.players)
      .flatMap((p) => p.dice)
      .filter((d) => d.selectable && d.selected)
      .map((d) => d.uuid),
    hand: (me?.cardPiles.hand ?? []).map((c) => c.uuid),
    discard: me?.cardPiles.discard.length ?? 0,
    attacking: view.attack !== null,
    wounds: Object.fromEntries(
      Object.values(view.players).map((p) => [p.name, p.phoenixborn.tokens.damage ?? 0]),
    ),
    life: Object.fromEntries(Object.values(view.players).map((p) => [p.name, p.phoenixborn.life])),
    hiddenNames,
  };
}

function isSelectable(view: GameView, uuid: string): boolean {
  const find = (card: CardView): CardView | undefined =>
    card.uuid === uuid ? card : card.upgrades.map(find).find(Boolean);
  for (const p of Object.values(view.players)) {
    const all = [p.phoenixborn, ...Object.values(p.cardPiles).flat()];
    for (const card of all) {
      const found = find(card);
      if (found) return found.selectable;
    }
  }
  return false;
}

/** The view the board of a page shows (null before the first `gamestate`). */
export function boardView(page: Page): Promise<GameView | null> {
  // The chat and card log are left behind: they grow all game and nothing here reads them.
  return page.evaluate(() => {
    const view = window.__ashtableBoard?.store.getState().view;
    return view ? { ...view, messages: [], cardLog: [] } : null;
  });
}

export async function boardState(page: Page): Promise<BoardState | null> {
  const view = await boardView(page);
  return view ? boardStateOf(view) : null;
}

declare global {
  interface Window {
    /** Kept by `watchHiddenCards`: views received, and the versions that named a hidden card. */
    __hiddenCardWatch?: { views: number; leaks: number[] };
  }
}

/**
 * From now on the page checks every view its board receives (not only those a test step
 * happens to read): a card in another player's hand or draw pile must carry no name.
 */
export async function watchHiddenCards(page: Page): Promise<void> {
  await page.evaluate(() => {
    const board = window.__ashtableBoard;
    if (!board) throw new Error('The board is not mounted');
    const watch = { views: 0, leaks: [] as number[] };
    window.__hiddenCardWatch = watch;
    let version = -1;
    const check = (view: GameView | null) => {
      if (!view || view.version === version) return;
      version = view.version;
      watch.views += 1;
      const named = Object.values(view.players)
        .filter((p) => p.name !== view.viewer)
        .flatMap((p) => [...p.cardPiles.hand, ...(p.cardPiles.deck ?? [])])
        .some((c) => Boolean(c.name));
      if (named) watch.leaks.push(view.version);
    };
    check(board.store.getState().view);
    board.store.subscribe((state) => check(state.view));
  });
}

export async function hiddenCardWatch(page: Page): Promise<{ views: number; leaks: number[] }> {
  const watch = await page.evaluate(() => window.__hiddenCardWatch ?? null);
  if (!watch) throw new Error('watchHiddenCards was not started on this page');
  return watch;
}

export { clickMove, describeMove, lastMiss } from './board-click';
export type { Move } from './board-click';

/**
 * How much more often a button is chosen than an ordinary choice. The game should end by a
 * destroyed Phoenixborn in a bounded number of clicks: attacks are preferred, and defenders
 * rarely block or guard, so wounds pile up; meditating and cancelling are rare.
 */
const BUTTON_WEIGHTS: Record<string, number> = {
  'Attack Phoenixborn': 40,
  'Attack a unit': 4,
  Meditate: 0.1,
  Cancel: 0.2,
  Pass: 0.2,
  Me: 0.2,
  'End Turn': 3,
  'No guard': 8,
  Counter: 2,
  "Don't counter": 1,
};

/** Weights of the things on offer; 0 leaves a thing out. */
function weightedMoves(state: BoardState): [Move, number][] {
  const moves: [Move, number][] = [];
  const blocking = /blocker/i.test(state.promptTitle);
  const attackers = /attackers/i.test(state.promptTitle);
  for (const label of state.buttons) {
    // Effects that ask for a player (by name) hit the opponent more often than oneself.
    let weight = label === state.viewer ? 0.2 : (BUTTON_WEIGHTS[label] ?? 2);
    // Done ends a pick (dice to pay, cards to discard, blockers...) and moves the game on;
    // attackers are better picked a few at a time.
    if (label === 'Done') weight = attackers ? 3 : 12;
    moves.push([{ kind: 'button', label }, weight]);
  }
  for (const uuid of state.freshCards) {
    const card = state.cards.find((c) => c.uuid === uuid);
    if (!card) continue;
    // Attackers are picked gladly, blockers seldom; an effect aims at the opponent's
    // Phoenixborn more often than at anything else.
    const weight = attackers
      ? 6
      : blocking
        ? 0.5
        : card.pile === 'phoenixborn' && !card.mine
          ? 8
          : 2;
    moves.push([{ kind: 'card', uuid, name: card.name }, weight]);
  }
  for (const uuid of state.selectableDice)
    moves.push([{ kind: 'die', uuid }, state.selectedDice.includes(uuid) ? 0.1 : 1]);
  return moves.filter(([, weight]) => weight > 0);
}

/** A seeded pick among the things the board offers this player (null: nothing to choose). */
export function chooseMove(state: BoardState, random: () => number): Move | null {
  if (state.alert) return { kind: 'alert' };
  const moves = weightedMoves(state);
  const total = moves.reduce((sum, [, weight]) => sum + weight, 0);
  let at = random() * total;
  for (const [move, weight] of moves) {
    at -= weight;
    if (at < 0) return move;
  }
  return moves[moves.length - 1]?.[0] ?? null;
}

/** Waits until a page's board shows a newer view than `version`; false after `timeout` ms. */
export async function newerView(page: Page, version: number, timeout: number): Promise<boolean> {
  try {
    await page.waitForFunction(
      (v) => (window.__ashtableBoard?.store.getState().view?.version ?? -1) > v,
      version,
      { timeout, polling: 25 },
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * The first-five chooser lies over the board while it is open: its Done, then "Draw the rest
 * at random" (a seeded player picks nothing, so the hand is drawn at random). False when it is
 * not open.
 */
export async function finishFirstFive(page: Page): Promise<boolean> {
  const chooser = page.getByTestId('first-five');
  if (!(await chooser.isVisible())) return false;
  const confirm = page.getByTestId('first-five-confirm');
  if (!(await confirm.isVisible())) {
    await chooser.getByRole('button', { name: 'Done', exact: true }).click();
    // Fewer than five chosen asks to confirm; five chosen closes the chooser at once.
    await expect
      .poll(async () => (await confirm.isVisible()) || !(await chooser.isVisible()))
      .toBe(true);
  }
  if (await confirm.isVisible())
    await confirm.getByRole('button', { name: 'Draw the rest at random' }).click();
  // The chooser closes once the choice is sent: wait for it, so that the next move does not
  // find the closing panel and click a button that is going away.
  await chooser.waitFor({ state: 'hidden' });
  return true;
}

/**
 * One move through the board UI: a selectable card or die on the table, else a prompt button.
 * Whatever is on offer is tried in turn until one can be clicked, so that a card the board
 * cannot show clickably (covered, off the table) does not hold the game up while a die, a
 * button or another card could answer the prompt.
 */
export async function act(page: Page, step: number): Promise<string> {
  if (await finishFirstFive(page)) return 'first five';
  const state = await boardState(page);
  if (!state) return 'no view';
  if (state.alert && (await clickMove(page, { kind: 'alert' }))) return 'alert Ok';
  // A payment comes with its dice selected when only one set can pay; Done confirms it as
  // a player would (every payment waits for Done).
  if (state.selectedDice.length > 0 && state.buttons.includes('Done')) {
    if (await clickMove(page, { kind: 'button', label: 'Done' })) return 'button Done';
  }
  const cardMove = (uuid: string): Move => ({
    kind: 'card',
    uuid,
    name: state.cards.find((c) => c.uuid === uuid)?.name ?? '',
  });
  const rotate = <T>(list: readonly T[]): T[] => {
    const from = list.length > 0 ? step % list.length : 0;
    return [...list.slice(from), ...list.slice(0, from)];
  };
  const cards = state.freshCards.map(cardMove);
  const dice: Move[] = state.selectableDice.map((uuid) => ({ kind: 'die', uuid }));
  const buttons: Move[] = rotate(state.buttons).map((label) => ({ kind: 'button', label }));
  // The usual order: a fresh card (most steps), a die (every third), a button; then every
  // other thing on offer, so that one that cannot be clicked leaves the others.
  const preferred: Move[] = [
    ...(step % 7 !== 6 ? cards.slice(0, 1) : []),
    ...(step % 3 === 1 ? dice.slice(0, 1) : []),
    ...buttons.slice(0, 1),
  ];
  const rest: Move[] = [
    ...cards,
    ...dice,
    ...buttons,
    // Cards picked already are clicked again only as a last resort (it puts them back).
    ...state.selectableCards.filter((u) => !state.freshCards.includes(u)).map(cardMove),
  ];
  const tried = new Set<string>();
  for (const move of [...preferred, ...rest]) {
    const key = describeMove(move);
    if (tried.has(key)) continue;
    tried.add(key);
    if (await clickMove(page, move)) return key;
  }
  return 'waiting';
}

/**
 * Both players act through their boards until `turns` player turns have begun (or 200 rounds
 * of clicks went by); returns the turns seen, as `round:player`.
 */
export async function playTurns(a: Page, b: Page, turns: number): Promise<Set<string>> {
  const seen = new Set<string>();
  for (let step = 0; step < 200 && seen.size < turns; step += 1) {
    for (const page of [a, b]) await act(page, step);
    await a.waitForTimeout(200);
    const turn = await a.evaluate(() => {
      const view = window.__ashtableBoard?.store.getState().view;
      return view?.currentPhase === 'playerturns' ? `${view.round}:${view.activePlayerTurn}` : null;
    });
    if (turn) seen.add(turn);
  }
  return seen;
}

/**
 * The owner creates a two-player game (`form` may change the new game form first), the
 * opponent joins it from the game list, both pick a precon in the select-deck modal (the
 * named one, else the first) and the owner starts; waits until both boards show the game.
 * Returns each player's deck name, as the pending game showed.
 */
export async function startPreconGame(
  owner: Page,
  opponent: Page,
  gameName: string,
  form?: (form: Locator) => Promise<void>,
  precons: { owner?: string; opponent?: string } = {},
): Promise<Record<string, string>> {
  await owner.getByRole('button', { name: '2 Player' }).click();
  const newGame = owner.getByRole('form', { name: 'New game' });
  await form?.(newGame);
  await newGame.getByRole('button', { name: 'Start' }).click();
  await owner.getByText('Waiting for players...').waitFor();
  const row = opponent.getByTestId('game-row').filter({ hasText: gameName });
  await row.getByRole('button', { name: 'Join' }).click();
  for (const [page, precon] of [
    [owner, precons.owner],
    [opponent, precons.opponent],
  ] as const) {
    await page.getByRole('button', { name: 'Select deck' }).click();
    await page.getByRole('tab', { name: 'Precons', exact: true }).click();
    const decks = page.getByTestId('deck-list').getByRole('button');
    await (precon ? decks.filter({ hasText: precon }) : decks).first().click();
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

/**
 * Keeps the last socket messages a page sent and received (game states shortened to their
 * version), so that a test which finds a click changing nothing can say what went over the wire.
 */
export function recordFrames(page: Page, keep = 30): () => string[] {
  const frames: string[] = [];
  const note = (direction: string, payload: string | Buffer) => {
    const text = typeof payload === 'string' ? payload : payload.toString();
    const state = /^\d+\["gamestate",\{"version":(\d+)/.exec(text);
    frames.push(`${direction} ${state ? `gamestate v${state[1]}` : text.slice(0, 240)}`);
    if (frames.length > keep) frames.shift();
  };
  page.on('websocket', (socket) => {
    socket.on('framesent', (frame) => note('→', frame.payload));
    socket.on('framereceived', (frame) => note('←', frame.payload));
  });
  return () => [...frames];
}
