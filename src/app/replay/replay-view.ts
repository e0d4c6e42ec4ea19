/**
 * A replay step's `state` as the board's game view: written compactly by the server (see
 * protocol/replay-view.ts), expanded here. Replay files come from outside: a state whose shape
 * the board could not draw is refused (null) instead of breaking the board.
 */
import type { GameView } from '../../protocol/game-view';
import { upgradeMessagePart } from '../../protocol/message-parts';
import { expandReplayView } from '../../protocol/replay-view';
import { isGameView } from '../../protocol/game-view-guard';

/**
 * The step's game view, marked as a replay and seen as a spectator (no prompt of anyone's,
 * nothing to answer), or null when the state is not a game view.
 */
export function replayGameView(state: unknown): GameView | null {
  const view = withFlatMessageParts(expandReplayView(state));
  if (!isGameView(view)) return null;
  return { ...view, started: true, isReplay: true, viewer: null };
}

/** Replay files downloaded before views sent flat message parts carry nested ones. */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function withFlatMessageParts(view: unknown): unknown {
  if (!isRecord(view) || !Array.isArray(view.messages)) return view;
  const messages = view.messages.map((entry: unknown) =>
    isRecord(entry) && Array.isArray(entry.message)
      ? { ...entry, message: entry.message.map(upgradeMessagePart) }
      : entry,
  );
  return { ...view, messages };
}
