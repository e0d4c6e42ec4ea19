// Slow by design: it plays whole bot games and replays every step of them through the engine.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { viewFor, engineContext } from '../../../engine';
import type { EngineContext, GameSetup, GameState } from '../../../engine';
import { REPLAY_STEP_TAGS } from '../../../protocol/results';
import type { ReplayStep } from '../../../protocol/results';
import { readReplayFile } from '../../../protocol/replay-format';
import type { PatchedReplaySteps } from '../../../protocol/replay-format';
import { expandReplayView } from '../../../protocol/replay-view';
import { dataDir, readCatalogue, readPrecons } from '../../scripts/catalogue-files';
import { playLoggedGame, preconSetup } from '../../scripts/self-play-log';
import { buildPatchedReplay, buildReplaySteps } from './replay-steps';
import type { ReplayReducer } from './replay-steps';
import { engineReplayReducer, REPLAY_LOG_TAIL, replayView } from './engine-replay';

const haveData = existsSync(resolve(dataDir(), 'cards/all-cards.json'));

/** The steps as the browser reads them: through JSON and the replay file reader. */
function readSteps(steps: PatchedReplaySteps): ReplayStep[] {
  const json: unknown = JSON.parse(
    JSON.stringify({ success: true, replay: { gameId: 'g', ...steps } }),
  );
  return readReplayFile(json).steps;
}

/** The engine's reducer showing whole views (nothing left out), to compare expansions with. */
function fullViewReducer(context: EngineContext): ReplayReducer<GameState> {
  return {
    ...engineReplayReducer(context),
    view: (state) => ({ ...viewFor(state, context, null), isReplay: true }),
  };
}

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
    const reducer = engineReplayReducer(context);
    const patched = buildPatchedReplay(reducer, stored);
    const steps = readSteps(patched);
    const tags = steps.map((s) => s.tag);
    expect(tags[0]).toBe('prepare');
    expect(tags.at(-1)).toBe('end');
    expect(tags.filter((t) => t === 'end')).toHaveLength(1);
    expect(tags).toContain('begin-turn');
    expect(tags).toContain('ability');
    expect(tags.filter((t) => t === 'prepare').length).toBeGreaterThan(1);
    for (const tag of tags) expect(REPLAY_STEP_TAGS).toContain(tag);
    // Deterministic: the last step is exactly the spectator's view of the live game's end,
    // its whole log included.
    const end = JSON.parse(JSON.stringify(replayView(viewFor(game.final, context, null))));
    expect(steps.at(-1)?.state).toEqual(end);
    expect(steps.at(-1)?.state).toMatchObject({ isReplay: true, winner: expect.any(String) });
    // Rebuilt from patches, every step is the whole view format 1 would have sent.
    const whole = buildReplaySteps(reducer, stored);
    expect(steps).toEqual(whole);
    // The browser's expansion of a compact step gives back the full view.
    const full = fullViewReducer(context);
    expect(steps.map((step) => expandReplayView(step.state))).toEqual(
      buildReplaySteps(full, stored).map((step) => step.state),
    );
    // Format 1 as it was sent (log tail per step) is many times the size of the patches.
    const size = (value: unknown) => JSON.stringify(value).length;
    expect(size(patched) * 10).toBeLessThan(
      size(buildReplaySteps(reducer, stored, REPLAY_LOG_TAIL)),
    );
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
    const steps = readSteps(buildPatchedReplay(engineReplayReducer(context), stored));
    expect(steps.at(-1)?.state).toEqual(
      JSON.parse(JSON.stringify(replayView(viewFor(game.final, context, null)))),
    );
  });
});
