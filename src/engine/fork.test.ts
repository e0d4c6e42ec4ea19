import { beforeAll, describe, expect, it } from 'vitest';
import { applyCommand, createGame, viewFor } from './index';
import type { EngineContext } from './context';
import { engineContext } from './standard-context';
import { forkGame } from './fork';
import type { ForkOptions } from './fork';
import type { GameState } from './state';
import { botRandom, legalCommands } from './bots/legal-commands';
import { preconGameSetup, testCatalogue } from './testing/catalogue';

let context: EngineContext;
beforeAll(async () => {
  context = engineContext(await testCatalogue());
});

/** A Master Set game played by two uniform bots for `moves` commands. */
async function gameAfter(moves: number, seed = 'fork-source'): Promise<GameState> {
  let state = createGame(await preconGameSetup(seed, 1, 2), context);
  const random = botRandom(7);
  for (let i = 0; i < moves && state.phase !== 'gameover'; i++) {
    const actor = state.decision ? state.players[state.decision.player].name : null;
    if (!actor) break;
    const options = legalCommands(viewFor(state, context, actor), actor);
    const command = options[Math.floor(random() * options.length)];
    if (!command) break;
    state = applyCommand(state, context, actor, command).state;
  }
  return state;
}

const options: ForkOptions = {
  seat: 'p1',
  seed: 'a-fresh-secret-seed',
  names: { p1: 'carol', p2: 'Computer (Easy)' },
  origin: 'Practice from step 60 of a game',
};

const stubsOf = (state: GameState, uuids: string[]) => uuids.map((u) => state.cards[u]?.stub);

describe('forking a game at a replay step', () => {
  it('keeps the table and the forking side, and deals the other side’s hidden cards anew', async () => {
    const source = await gameAfter(60);
    const result = forkGame(source, options);
    if (!result.ok) throw new Error(result.error);
    const fork = result.state;
    // The forking side's hand and draw pile are exactly as they were.
    expect(stubsOf(fork, fork.players.p1.hand)).toEqual(stubsOf(source, source.players.p1.hand));
    expect(stubsOf(fork, fork.players.p1.deck)).toEqual(stubsOf(source, source.players.p1.deck));
    // Every card in play, with its tokens, is where it was.
    for (const zone of ['battlefield', 'spellboard', 'discard'] as const) {
      expect(fork.players.p2[zone].map((u) => fork.cards[u])).toEqual(
        source.players.p2[zone].map((u) => source.cards[u]),
      );
    }
    expect(fork.dice).toEqual(source.dice);
    // The other side holds the same cards, as many in hand as before, in a new order.
    const p2 = fork.players.p2;
    expect(p2.hand.length).toBe(source.players.p2.hand.length);
    const hidden = (s: GameState) =>
      stubsOf(s, [...s.players.p2.hand, ...s.players.p2.deck]).sort();
    expect(hidden(fork)).toEqual(hidden(source));
    expect(stubsOf(fork, [...p2.hand, ...p2.deck])).not.toEqual(
      stubsOf(source, [...source.players.p2.hand, ...source.players.p2.deck]),
    );
    // Ids stay in their zones, so a prompt listing the hand by id still points at hand cards.
    for (const uuid of p2.hand) expect(fork.cards[uuid]?.zone).toBe('hand');
    for (const uuid of p2.deck) expect(fork.cards[uuid]?.zone).toBe('deck');
  });

  it('plays under the new names, with its own seed, its own log and no clock', async () => {
    const source = await gameAfter(60);
    const result = forkGame(source, options);
    if (!result.ok) throw new Error(result.error);
    const fork = result.state;
    expect(fork.players.p1.name).toBe('carol');
    expect(fork.players.p2.name).toBe('Computer (Easy)');
    expect(fork.seed).toBe('a-fresh-secret-seed');
    expect(fork.seed).not.toBe(source.seed);
    expect(fork.clock.type).toBe('none');
    expect(fork.log).toHaveLength(1);
    expect(JSON.stringify(fork.log)).not.toContain('alice');
    // The fork goes on: whoever it waits for can answer under their new name.
    const actor = fork.decision ? fork.players[fork.decision.player].name : '';
    const [first] = legalCommands(viewFor(fork, context, actor), actor);
    if (!first) throw new Error('the fork offers nothing to do');
    expect(applyCommand(fork, context, actor, first).error).toBeUndefined();
    // The source state is untouched.
    expect(source.players.p1.name).toBe('alice');
  });

  it('two forks of one step with different seeds deal the hidden cards differently', async () => {
    const source = await gameAfter(60);
    const a = forkGame(source, options);
    const b = forkGame(source, { ...options, seed: 'another-secret-seed' });
    if (!a.ok || !b.ok) throw new Error('fork refused');
    const order = (s: GameState) => stubsOf(s, [...s.players.p2.hand, ...s.players.p2.deck]);
    expect(order(a.state)).not.toEqual(order(b.state));
  });

  it('is refused once the game is over', async () => {
    const source = await gameAfter(0);
    const over: GameState = { ...source, phase: 'gameover', winner: 'p1' };
    expect(forkGame(over, options)).toEqual({ ok: false, error: 'The game is over at this step' });
  });
});
