/**
 * "Play from here": the starting state of a practice game forked from a step of a stored
 * replay. The step is found by playing the log through the same reducer and views as the
 * replay the user watched (a shared replay shows hands, so its steps can differ from the
 * players' own), then the engine's forkGame keeps the table and the user's side and deals the
 * other side's hidden cards again under a fresh secret seed.
 */
import { randomBytes } from 'node:crypto';
import type { ForkedSetup, PlayerId } from '../../../engine';
import { engineContext, forkedSetup, forkGame, forkRefusal } from '../../../engine';
import { FORK_TEXTS } from '../../../protocol/replay-fork';
import type { ServerContext } from '../../context';
import { engineReplayReducer } from './engine-replay';
import { stateAtStep } from './replay-steps';
import type { StoredReplay } from './replay-steps';
import { sharedReplayView } from './shared-replay-view';

export interface ForkSource {
  gameId: string;
  /** The game's name, for the fork's first log line. */
  name: string;
  replay: StoredReplay;
  /** Set when the user watched the shared replay: the hands it shows. */
  sharedHands: readonly string[] | null;
}

export interface ForkChoice {
  /** The step as the replay controls show it (1 is the opening). */
  step: number;
  /** The original player whose side the user takes. */
  seat: string;
  /** The names the sides play under in the fork: the user's and the computer's. */
  player: string;
  computer: string;
}

export type ForkOutcome =
  { ok: true; setup: ForkedSetup; seat: PlayerId } | { ok: false; error: string };

export async function forkFromReplay(
  ctx: Pick<ServerContext, 'catalogue'>,
  source: ForkSource,
  choice: ForkChoice,
): Promise<ForkOutcome> {
  const hands = source.sharedHands;
  const reducer = engineReplayReducer(
    engineContext(ctx.catalogue.cards),
    hands ? (state, ctx) => sharedReplayView(state, ctx, hands) : undefined,
  );
  const state = await stateAtStep(reducer, source.replay, choice.step - 1);
  if (!state) return { ok: false, error: FORK_TEXTS.noStep };
  const refusal = forkRefusal(state);
  if (refusal) return { ok: false, error: refusal };
  const seat = (['p1', 'p2'] as const).find((id) => state.players[id].name === choice.seat);
  if (!seat) return { ok: false, error: FORK_TEXTS.noSeat };
  const forked = forkGame(state, {
    seat,
    // Server-secure: the fork's draws and rolls must not be guessable from anything public.
    seed: randomBytes(32).toString('base64url'),
    names:
      seat === 'p1'
        ? { p1: choice.player, p2: choice.computer }
        : { p1: choice.computer, p2: choice.player },
    origin: `Practice from step ${choice.step} of ${source.name}`,
  });
  if (!forked.ok) return forked;
  const setup = forkedSetup(forked.state, { gameId: source.gameId, step: choice.step });
  if ('error' in setup) return { ok: false, error: setup.error };
  return { ok: true, setup, seat };
}
