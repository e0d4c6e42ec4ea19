import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Login } from './accounts';
import { registerAndLogin, signedInPage } from './accounts';
import type { BoardState, Move } from './board-play';
import {
  boardState,
  chooseMove,
  finishFirstFive,
  hiddenCardWatch,
  recordFrames,
  clickMove,
  describeMove,
  newerView,
  seededRandom,
  startPreconGame,
  watchHiddenCards,
} from './board-play';
import { screenshot, serverAndBrowserPerSuite } from './harness';

/**
 * Two players play a whole game of precons through the lobby, the game node and the board,
 * choosing only what the board offers (prompt buttons, outlined cards and dice, the alert's
 * Ok) with a seeded generator, until a Phoenixborn is destroyed. On the way: chat, a drag in
 * manual mode, and a spectator who follows every step and never sees a hidden card.
 *
 * BOARD_GAME_SEED=<n> repeats the choices of a run (the game's own shuffles and dice come from
 * the server and differ from run to run).
 */

/** The Iron Men mirror ends soonest when attacks are preferred (measured with self-play). */
const PRECON = 'The Iron Men';
/**
 * Clicks after which the game must have ended: self-play of this mirror with the same choices
 * (`chooseMove`) took 74–348 commands in 100 games, 177 on average.
 */
const MAX_ACTIONS = 450;
/** Clicks that changed nothing (a prompt replaced under the pointer) before the test gives up. */
const MAX_MISSES = 30;
/** The manual drag is made at the first turn prompt of alice's after this many clicks. */
const MANUAL_AFTER = 20;

const SEED = Number(process.env.BOARD_GAME_SEED ?? Math.floor(Math.random() * 2 ** 31));

function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Missing: ${what}`);
  return value;
}

function hasChoice(state: BoardState): boolean {
  return (
    state.alert ||
    state.buttons.length > 0 ||
    state.freshCards.length > 0 ||
    state.selectableDice.length > 0
  );
}

describe('a real game played on the board by two browsers, with a spectator', () => {
  const stage = serverAndBrowserPerSuite();

  const account = (username: string) => registerAndLogin(stage.server.url, username);
  const pageFor = (login: Login) => signedInPage(stage.browser, stage.server.url, login);

  beforeAll(async () => {
    console.log(`board game seed ${SEED} (BOARD_GAME_SEED=${SEED} repeats these choices)`);
  });

  let a: Page;
  let b: Page;
  let c: Page;
  /** Each player's last socket messages, for the failure message. */
  const frames: Record<string, () => string[]> = {};

  it('brings both players and a spectator to the board of a real game', async () => {
    const [alice, bob, carol] = [
      await account('alice'),
      await account('bobby'),
      await account('carol'),
    ];
    a = await pageFor(alice);
    b = await pageFor(bob);
    frames.alice = recordFrames(a);
    frames.bobby = recordFrames(b);

    const decks = await startPreconGame(a, b, "alice's game", undefined, {
      owner: PRECON,
      opponent: PRECON,
    });
    expect(decks).toEqual({ alice: PRECON, bobby: PRECON });
    await screenshot(a, 'board-game-start');

    // The spectator follows and never receives a hidden card.
    c = await pageFor(carol);
    const started = c.getByTestId('game-row').filter({ hasText: "alice's game" });
    await started.getByRole('button', { name: 'Watch' }).click();
    await c.getByTestId('game-board').waitFor({ timeout: 60_000 });
    await expect.poll(async () => (await boardState(c))?.viewer, { timeout: 30_000 }).toBeNull();

    // Setup asks for the first five: the chooser opens by itself with the deck's titles.
    const aliceSetup = await boardState(a);
    const first = aliceSetup && hasChoice(aliceSetup) ? a : b;
    await expect.poll(() => first.getByTestId('prompt-panel').textContent()).toContain('Setup');
    const chooser = first.getByTestId('first-five');
    await chooser.waitFor();
    expect(await chooser.getByTestId('first-five-card').count()).toBeGreaterThan(5);
    for (const page of [a, b, c]) {
      expect((await boardState(page))?.hiddenNames).toBe(0);
      await watchHiddenCards(page);
    }
    await screenshot(c, 'board-game-spectator-start');
  });

  it('plays through the board until a Phoenixborn is destroyed', async () => {
    const random = seededRandom(SEED);
    const pages: Record<string, Page> = { alice: a, bobby: b };
    const recent: string[] = [];
    const fail = (why: string) => {
      const wire = Object.entries(frames).map(
        ([name, read]) => `${name}'s socket:\n${read().slice(-12).join('\n')}`,
      );
      return new Error(
        `${why} (seed ${SEED}); last clicks:\n${recent.slice(-15).join('\n')}\n${wire.join('\n')}`,
      );
    };
    let actions = 0;
    let misses = 0;
    let manualDone = false;
    let midShot = false;
    let attackShot = false;
    let last: BoardState | null = null;
    const clicks: Record<Move['kind'], number> = { button: 0, card: 0, die: 0, alert: 0 };

    for (;;) {
      const [sa, sb, sc, ...watches] = await Promise.all([
        boardState(a),
        boardState(b),
        boardState(c),
        ...[a, b, c].map(hiddenCardWatch),
      ]);
      if (!sa || !sb || !sc) throw fail('a board lost its view');
      // Nobody sees a card they may not: not the spectator, not a player the other's hand.
      expect(sc.hiddenNames, 'spectator sees a hidden card').toBe(0);
      expect(sa.hiddenNames, "alice sees bobby's hand or deck").toBe(0);
      expect(sb.hiddenNames, "bobby sees alice's hand or deck").toBe(0);
      for (const watch of watches) expect(watch.leaks).toEqual([]);
      if (sa.winner && sb.winner) {
        last = sa;
        break;
      }
      if (actions >= MAX_ACTIONS) throw fail(`no winner after ${MAX_ACTIONS} clicks`);

      // The one to choose is a player whose board is up to date and offers something.
      const newest = Math.max(sa.version, sb.version);
      const players: [string, BoardState][] = [
        ['alice', sa],
        ['bobby', sb],
      ];
      const actor = players.find(([, s]) => s.version === newest && hasChoice(s));
      if (!actor) {
        // A page that was read a view behind may only be catching up: wait for either page
        // to move past the view it was read at, not past the newest.
        const moved = await Promise.race([
          newerView(a, sa.version, 15_000),
          newerView(b, sb.version, 15_000),
        ]);
        if (!moved) throw fail('neither player has anything to choose');
        continue;
      }
      const [name, state] = actor;
      const page = pages[name] as Page;

      if (!midShot && state.round >= 2) {
        midShot = true;
        // The header says whose move the table waits for: bright for that player only.
        const banner = (p: Page) => p.getByTestId('turn-banner');
        await expect.poll(() => banner(page).getAttribute('data-yours')).toBe('true');
        const [otherPage, otherState] = name === 'alice' ? [b, sb] : [a, sa];
        if (!hasChoice(otherState)) {
          await expect.poll(() => banner(otherPage).textContent()).toMatch(/^Waiting for /);
          expect(await banner(otherPage).getAttribute('data-yours')).toBe('false');
        }
        await expect.poll(() => banner(c).textContent()).toMatch(/'s turn$/);
        await screenshot(a, 'board-game-mid-alice');
        await screenshot(c, 'board-game-mid-spectator');
      }
      if (!attackShot && state.attacking) {
        attackShot = true;
        await screenshot(page, 'board-game-attack');
      }
      if (
        !manualDone &&
        actions >= MANUAL_AFTER &&
        name === 'alice' &&
        state.promptTitle === 'Choose an action' &&
        state.hand.length > 0
      ) {
        await chatAndDragInManualMode();
        manualDone = true;
        continue;
      }

      // The first-five chooser lies over the board: it is answered in its own panel.
      if (await finishFirstFive(page)) {
        actions += 1;
        recent.push(`${actions}. ${name} [${state.promptTitle}] first five`);
        continue;
      }
      const move: Move | null = chooseMove(state, random);
      if (!move) throw fail(`${name} has a prompt but nothing to click`);
      actions += 1;
      recent.push(`${actions}. ${name} [${state.promptTitle}] ${describeMove(move)}`);
      const clicked = await clickMove(page, move);
      const changed = clicked && (await newerView(page, state.version, 10_000));
      if (changed) clicks[move.kind] += 1;
      if (!changed) {
        misses += 1;
        recent.push(`   (${clicked ? 'nothing changed' : 'not on the board'})`);
        if (misses > MAX_MISSES) throw fail(`${misses} clicks changed nothing`);
      }
    }

    // The engine's normal end: a destroyed Phoenixborn, shown to both players and the spectator.
    const winner = last.winner ?? '';
    const loser = winner === 'alice' ? 'bobby' : 'alice';
    console.log(
      `board game seed ${SEED}: ${winner} wins in round ${last.round} after ${actions} clicks`,
      JSON.stringify(clicks),
      `(${misses} changed nothing)`,
    );
    // Prompt buttons, cards and dice were all clicked on the board.
    expect(clicks.button).toBeGreaterThan(0);
    expect(clicks.card).toBeGreaterThan(0);
    expect(clicks.die).toBeGreaterThan(0);
    expect(manualDone, 'the manual drag happened').toBe(true);
    expect(last.winReason).toBe('Phoenixborn destroyed');
    expect(last.wounds[loser]).toBeGreaterThanOrEqual(last.life[loser] ?? Infinity);
    for (const [page, shot] of [
      [a, 'board-game-over-alice'],
      [b, 'board-game-over-bobby'],
      [c, 'board-game-over-spectator'],
    ] as const) {
      await expect
        .poll(() => page.getByTestId('winner').textContent(), { timeout: 30_000 })
        .toBe(winner);
      await page.getByText('Game Over', { exact: true }).waitFor();
      await page.getByText('wins (Phoenixborn destroyed)').waitFor();
      const wounds = page.getByRole('row').filter({ hasText: 'Final wounds' });
      await expect
        .poll(() => wounds.getByRole('cell').allTextContents())
        .toEqual(['Final wounds', ...Object.values(last.wounds).map(String)]);
      expect((await boardState(page))?.hiddenNames).toBe(0);
      await screenshot(page, shot);
    }
    expect(attackShot, 'an attack happened').toBe(true);
    // The spectator received (and checked) at least one view per click.
    const spectatorWatch = await hiddenCardWatch(c);
    expect(spectatorWatch.leaks).toEqual([]);
    expect(spectatorWatch.views).toBeGreaterThan(actions - misses);
  }, 600_000);

  /**
   * Mid-game, at alice's turn prompt: chat reaches the opponent and the spectator; in manual
   * mode a hand card is dragged onto the discard pile; manual mode is turned off again.
   */
  async function chatAndDragInManualMode(): Promise<void> {
    const input = a.getByLabel('Chat message');
    await input.fill('good luck, have fun');
    await input.press('Enter');
    await expect.poll(() => b.getByTestId('chat').textContent()).toContain('good luck, have fun');
    await expect.poll(() => c.getByTestId('chat').textContent()).toContain('good luck, have fun');

    await a.getByTestId('manual-toggle').click();
    await expect.poll(async () => (await boardState(a))?.manualMode).toBe(true);
    const before = present(await boardState(a), "alice's board");
    const card = present(before.hand[0], "a card in alice's hand");
    const from = await a.evaluate(
      (id) => window.__ashtableBoard?.scene.probe.cardRect(id) ?? null,
      card,
    );
    const to = await a.evaluate(() => {
      const scene = window.__ashtableBoard?.scene;
      const pile = scene?.layout?.piles.find((p) => p.ownRow && p.pile === 'discard');
      const canvas = scene?.canvas.getBoundingClientRect();
      return pile && canvas
        ? { x: canvas.left + pile.x + pile.w / 2, y: canvas.top + pile.y + pile.h / 3 }
        : null;
    });
    if (!from || !to) throw new Error('The hand card or the discard pile is not on the table');
    await a.mouse.move(from.x + from.w / 2, from.y + from.h / 2);
    await a.mouse.down();
    await a.mouse.move(to.x, to.y, { steps: 10 });
    await a.mouse.up();
    await expect.poll(async () => (await boardState(a))?.discard).toBe(before.discard + 1);
    const after = await boardState(a);
    expect(after?.hand).not.toContain(card);
    expect(after?.hand.length).toBe(before.hand.length - 1);
    await screenshot(a, 'board-game-manual-drop');

    await a.getByTestId('manual-toggle').click();
    for (const page of [a, b, c])
      await expect.poll(async () => (await boardState(page))?.manualMode).toBe(false);
  }
});
