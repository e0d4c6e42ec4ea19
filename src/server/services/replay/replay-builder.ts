/**
 * The seam between stored replays and the rules engine: the results API asks this module for
 * the steps of a replay (format 2, see protocol/replay-format.ts); the engine adapter (engine-replay.ts) plugs itself in here. Tests may
 * plug in a stand-in reducer.
 */
import type { PatchedReplaySteps } from '../../../protocol/replay-format';
import type { ServerContext } from '../../context';
import { engineReplayBuilder } from './engine-replay';
import type { StoredReplay } from './replay-steps';

/**
 * A build with hands shown: a spectator's view plus the hands of `hands` (by name). Either the
 * replay anyone may watch by its link, or (with `player`) the replay one of the game's players
 * watches, which keeps the chat and whatever the game showed its spectators.
 */
export interface SharedBuild {
  hands: readonly string[];
  player?: string;
}

export type ReplayBuilder = (
  ctx: Pick<ServerContext, 'catalogue'>,
  replay: StoredReplay,
  /** Set for a replay with hands (shared, or one player's own); unset for the spectator's one. */
  shared?: SharedBuild,
) => PatchedReplaySteps | Promise<PatchedReplaySteps>;

let builder: ReplayBuilder | null = null;

/** Installs how replays are played back (the engine adapter at start-up, or a test double). */
export function setReplayBuilder(next: ReplayBuilder | null): void {
  builder = next;
}

/** The installed builder, else the rules engine. */
export function replayBuilder(): ReplayBuilder {
  return builder ?? engineReplayBuilder;
}
