import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { viewFor, engineContext } from '../../../engine';
import type { EngineContext, GameSetup } from '../../../engine';
import { REPLAY_STEP_TAGS } from '../../../protocol/results';
import { expandReplayView } from '../../../protocol/replay-view';
import { dataDir, readCatalogue, readPrecons } from '../../scripts/catalogue-files';
import { playLoggedGame, preconSetup } from '../../scripts/self-play-log';
import { buildReplaySteps } from './replay-steps';
import { engineReplayReducer, REPLAY_LOG_TAIL, replayView } from './engine-replay';

const haveData = existsSync(resolve(dataDir(), 'cards/all-cards.json'));

describe.skipIf(!haveData)('replays through the rules engine', () => {
  it('replays a whole bot game from its seed and command log to the same end', () => {
    const context: EngineContext = engineContext(readCatalogue());
    const [a, b] = readPrecons();
    if (!a || !b) throw new Error('no precons');
    const setup: GameSetup = {
      seed: 'replay-test-1',
      // As the game node stores it: new games name their random scheme.
      random: 'keyed',
      players: [
        { name: 'alice', deck: preconSetup(a) },
        { name: 'bob', deck: preconSetup(b) },
      ],
    };
    const game = playLoggedGame(setup, context, 7);
    expect(game.final.phase).toBe('gameover');

    const { seed, ...rest } = setup;
    // As stored: plain JSON.
    const stored = {
      seed,
      setup: JSON.parse(JSON.stringify(rest)) as unknown,
      commands: JSON.parse(JSON.stringify(game.commands)) as typeof game.commands,
    };
    const steps = buildReplaySteps(engineReplayReducer(context), stored);
    const tags = steps.map((s) => s.tag);
    expect(tags[0]).toBe('prepare');
    expect(tags.at(-1)).toBe('end');
    expect(tags.filter((t) => t === 'end')).toHaveLength(1);
    expect(tags).toContain('begin-turn');
    expect(tags).toContain('ability');
    expect(tags.filter((t) => t === 'prepare').length).toBeGreaterThan(1);
    for (const tag of tags) expect(REPLAY_STEP_TAGS).toContain(tag);
    // Deterministic: the last step is exactly the spectator's view of the live game's end.
    expect(steps.at(-1)?.state).toEqual(
      JSON.parse(JSON.stringify(replayView(viewFor(game.final, context, null)))),
    );
    expect(steps.at(-1)?.state).toMatchObject({ isReplay: true, winner: expect.any(String) });
    // Steps are written compactly; the browser's expansion gives back every full view exactly.
    const reducer = engineReplayReducer(context);
    const fullSteps = buildReplaySteps(
      {
        ...reducer,
        view: (state) => {
          const view = viewFor(state, context, null);
          return { ...view, isReplay: true, messages: view.messages.slice(-REPLAY_LOG_TAIL) };
        },
      },
      stored,
    );
    expect(steps.map((step) => expandReplayView(step.state))).toEqual(
      fullSteps.map((step) => step.state),
    );
    const size = (list: typeof steps) => JSON.stringify(list).length;
    expect(size(steps)).toBeLessThan(size(fullSteps) * 0.75);
  });

  it('a game stored before the keyed random scheme (no scheme in its setup) replays on the old generator', () => {
    const context: EngineContext = engineContext(readCatalogue());
    const [a, b] = readPrecons();
    if (!a || !b) throw new Error('no precons');
    const players: GameSetup['players'] = [
      { name: 'alice', deck: preconSetup(a) },
      { name: 'bob', deck: preconSetup(b) },
    ];
    const game = playLoggedGame({ seed: 'replay-legacy', random: 'legacy', players }, context, 3);
    const stored = {
      seed: 'replay-legacy',
      setup: JSON.parse(JSON.stringify({ players })) as unknown,
      commands: JSON.parse(JSON.stringify(game.commands)) as typeof game.commands,
    };
    const steps = buildReplaySteps(engineReplayReducer(context), stored);
    expect(steps.at(-1)?.state).toEqual(
      JSON.parse(JSON.stringify(replayView(viewFor(game.final, context, null)))),
    );
  });
});
