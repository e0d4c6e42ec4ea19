/**
 * A replay step's `state` as the board's game view: written compactly by the server (see
 * protocol/replay-view.ts), expanded here. Replay files come from outside: a state whose shape
 * the board could not draw is refused (null) instead of breaking the board.
 */
import type { GameView } from '../../protocol/game-view';
import { upgradeMessagePart } from '../../protocol/message-parts';
import { expandReplayView } from '../../protocol/replay-view';

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isArrayOf(value: unknown, check: (item: unknown) => boolean): boolean {
  return Array.isArray(value) && value.every(check);
}

function isDie(value: unknown): boolean {
  return (
    isRecord(value) &&
    typeof value.uuid === 'string' &&
    typeof value.magic === 'string' &&
    typeof value.level === 'string'
  );
}

function isCard(value: unknown): boolean {
  return (
    isRecord(value) &&
    typeof value.uuid === 'string' &&
    isRecord(value.tokens) &&
    isArrayOf(value.upgrades, isCard) &&
    (value.dieUpgrades === undefined || isArrayOf(value.dieUpgrades, isDie))
  );
}

const PILES = ['cardsInPlay', 'discard', 'hand', 'purged', 'spells', 'deck', 'archives'] as const;

function isPlayer(value: unknown): boolean {
  if (!isRecord(value) || typeof value.name !== 'string') return false;
  const piles = value.cardPiles;
  const prompt = value.promptState;
  return (
    isRecord(piles) &&
    // A draw pile nobody picks from is left out of the view (only counted).
    PILES.every(
      (pile) => (pile === 'deck' && piles[pile] === undefined) || isArrayOf(piles[pile], isCard),
    ) &&
    isCard(value.phoenixborn) &&
    isArrayOf(value.dice, isDie) &&
    isRecord(value.clock) &&
    isRecord(value.stats) &&
    isRecord(value.actions) &&
    isRecord(prompt) &&
    Array.isArray(prompt.buttons)
  );
}

/** Every field the board reads without a default is there, with the right shape. */
function isGameView(state: unknown): state is GameView {
  if (!isRecord(state) || !isRecord(state.players)) return false;
  const players = Object.values(state.players);
  return (
    typeof state.version === 'number' &&
    typeof state.round === 'number' &&
    typeof state.currentPhase === 'string' &&
    Array.isArray(state.messages) &&
    Array.isArray(state.cardLog) &&
    players.length > 0 &&
    players.every(isPlayer)
  );
}

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
function withFlatMessageParts(view: unknown): unknown {
  if (!isRecord(view) || !Array.isArray(view.messages)) return view;
  const messages = view.messages.map((entry: unknown) =>
    isRecord(entry) && Array.isArray(entry.message)
      ? { ...entry, message: entry.message.map(upgradeMessagePart) }
      : entry,
  );
  return { ...view, messages };
}
