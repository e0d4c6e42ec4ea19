/**
 * The runtime check of a game view from outside (a game node's message, a replay file): every
 * field the board reads without a default is there with the right shape. The live game
 * stream and the replay loader both run it, so a view the board could not draw is refused
 * (the stream asks for a whole view again; a replay step is refused) instead of breaking it.
 */
import type { GameView } from './game-view';

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

export function isGameView(state: unknown): state is GameView {
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
