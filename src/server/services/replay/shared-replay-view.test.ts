// Slow by design: it plays a whole bot game and replays every step of it through the engine.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { engineContext } from '../../../engine';
import type { EngineContext, GameSetup } from '../../../engine';
import { readReplayFile } from '../../../protocol/replay-format';
import type { PatchedReplaySteps } from '../../../protocol/replay-format';
import { expandReplayView } from '../../../protocol/replay-view';
import { dataDir, readCatalogue, readPrecons } from '../../scripts/catalogue-files';
import { playLoggedGame, preconSetup } from '../../scripts/self-play-log';
import { engineReplayReducer } from './engine-replay';
import { buildPatchedReplay } from './replay-steps';
import { sharedReplayView } from './shared-replay-view';

const haveData = existsSync(resolve(dataDir(), 'cards/all-cards.json'));

interface SeenCard {
  id?: unknown;
  facedown?: unknown;
}
interface SeenPlayer {
  cardPiles: { hand: SeenCard[]; deck?: unknown };
}
interface SeenStep {
  players: Record<string, SeenPlayer>;
  messages: { chat?: unknown }[];
}

/** Each step as the browser reads it, defaults put back. */
function stepsOf(steps: PatchedReplaySteps): SeenStep[] {
  const json: unknown = JSON.parse(
    JSON.stringify({ success: true, replay: { gameId: 'g', ...steps } }),
  );
  return readReplayFile(json).steps.map((step) => {
    const view = expandReplayView(step.state);
    if (typeof view !== 'object' || view === null || !('players' in view)) {
      throw new Error('a step without players');
    }
    // The tests read only these fields, checked below as they are used.
    const seen: SeenStep = JSON.parse(JSON.stringify(view));
    return seen;
  });
}

const handOf = (step: SeenStep, name: string) => step.players[name]?.cardPiles.hand ?? [];
const shown = (card: SeenCard) => typeof card.id === 'string';

describe.skipIf(!haveData)('shared replays through the rules engine', () => {
  it("shows only the allowed player's hand, never the chat, whatever the game let spectators see", () => {
    const context: EngineContext = engineContext(readCatalogue());
    const [a, b] = readPrecons();
    if (!a || !b) throw new Error('no precons');
    const setup: GameSetup = {
      seed: 'shared-replay-1',
      random: 'keyed',
      // The game showed hands to its spectators: a shared replay still must not.
      showHandsToSpectators: true,
      players: [
        { name: 'alice', deck: preconSetup(a) },
        { name: 'bob', deck: preconSetup(b) },
      ],
    };
    const game = playLoggedGame(setup, context, 7);
    const { seed, ...rest } = setup;
    const commands = [...game.commands];
    commands.splice(Math.floor(commands.length / 2), 0, {
      player: 'bob',
      command: { type: 'chat', text: 'my hand is weak' },
    });
    const stored = { seed, setup: JSON.parse(JSON.stringify(rest)) as unknown, commands };

    const shared = stepsOf(
      buildPatchedReplay(
        engineReplayReducer(context, (state, ctx) => sharedReplayView(state, ctx, ['alice'])),
        stored,
      ),
    );
    expect(shared.length).toBeGreaterThan(10);
    for (const step of shared) {
      // Bob's hand: only face-down cards without a name; nobody's draw pile.
      for (const card of handOf(step, 'bob')) {
        expect(shown(card)).toBe(false);
        expect(card.facedown).toBe(true);
      }
      for (const player of Object.values(step.players)) {
        expect(player.cardPiles.deck).toBeUndefined();
      }
      for (const card of handOf(step, 'alice')) expect(shown(card)).toBe(true);
      expect(step.messages.filter((line) => line.chat === true)).toEqual([]);
    }
    expect(shared.some((step) => handOf(step, 'alice').length > 0)).toBe(true);
    expect(JSON.stringify(shared)).not.toContain('my hand is weak');

    // The players' own replay shows what the game's spectators saw: both hands, the chat.
    const own = stepsOf(buildPatchedReplay(engineReplayReducer(context), stored));
    expect(own.some((step) => handOf(step, 'bob').some(shown))).toBe(true);
    expect(JSON.stringify(own)).toContain('my hand is weak');
  });
});
