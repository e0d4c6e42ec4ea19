import { beforeAll, describe, expect, it } from 'vitest';
import { createGame, forkedSetup, forkGame, viewFor } from '../../engine';
import type { EngineContext, ForkedSetup, GameState } from '../../engine';
import { legalCommands } from '../../engine/bots';
import { engineContext } from '../../engine/standard-context';
import { preconGameSetup, testCatalogue } from '../../engine/testing/catalogue';
import { aliceAndBobGame } from '../../../tests/helpers/hosted-game-spec';
import { engineReplayReducer } from '../services/replay/engine-replay';
import { EngineRunner } from './engine-runner';

let context: EngineContext;
let fork: ForkedSetup;

/** The opening of a Master Set game, forked for Alice (as p1) against Bob's seat. */
beforeAll(async () => {
  context = engineContext(await testCatalogue());
  const source: GameState = createGame(
    { ...(await preconGameSetup('forked-runner', 1, 2)), random: 'keyed' },
    context,
  );
  const result = forkGame(source, {
    seat: 'p1',
    seed: 'forked-runner-secret',
    names: { p1: 'Alice', p2: 'Bob' },
    origin: 'Practice from step 1 of a test game',
  });
  if (!result.ok) throw new Error(result.error);
  const setup = forkedSetup(result.state, { gameId: 'source', step: 1 });
  if ('error' in setup) throw new Error(setup.error);
  fork = setup;
});

/** Plays Alice's first legal command of the fork. */
function playAlice(runner: EngineRunner): void {
  const view = viewFor(fork.state, context, 'Alice');
  const command = legalCommands(view, 'Alice')[0];
  if (!command) throw new Error('Alice has nothing to do');
  expect(runner.apply('Alice', command).refusal).toBeNull();
}

describe('a runner of a forked game', () => {
  it('starts from the fork, stores it as its setup, and is rebuilt and replayed from it', () => {
    const spec = { ...aliceAndBobGame(), fork };
    const runner = new EngineRunner(spec, context, () => 1_000);
    expect(runner.viewFor('Alice')).toEqual(viewFor(fork.state, context, 'Alice'));
    playAlice(runner);
    const journal = runner.journal();
    expect(journal.setup).toBe(fork);
    // Rebuilt from the stored setup and log (JSON, as the database keeps them): the same game.
    const stored = JSON.parse(JSON.stringify(journal));
    const rebuilt = new EngineRunner(aliceAndBobGame(), context, () => 2_000, stored);
    expect(rebuilt.viewFor('Alice')).toEqual(runner.viewFor('Alice'));
    expect(rebuilt.viewFor('Bob')).toEqual(runner.viewFor('Bob'));
    // A take-back goes back to the fork, not to a new game.
    expect(runner.takeBack('Alice', true)).toBeNull();
    expect(runner.viewFor('Alice')).toEqual(viewFor(fork.state, context, 'Alice'));
    // Its replay starts where the fork did.
    const replay = runner.outcome().replay;
    if (!replay) throw new Error('no replay');
    const start = engineReplayReducer(context).start({ ...replay, commands: [] });
    expect(viewFor(start, context, 'Alice')).toEqual(viewFor(fork.state, context, 'Alice'));
    expect(replay.seed).toBe(fork.seed);
  });

  it('refuses a fork that is not a forked setup rather than starting another game', () => {
    const spec = { ...aliceAndBobGame(), fork: { kind: 'fork', state: {} } };
    expect(() => new EngineRunner(spec, context)).toThrow('The forked game has no starting state');
  });
});
