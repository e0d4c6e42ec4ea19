/**
 * The two magics of Ashes Ascendancy that leave dice on cards (rules digest §9.4; the rules
 * as implemented are written in `cards/README.md`, "Ascendancy: astral and artifice magic"):
 *
 * - Artifice: its power attaches the die to a card its owner controls. A card with an
 *   artifice die on it is **charged** (Dormant units attack only while charged: attack.ts).
 * - Astral: its power attaches the die to a unit its owner controls or to their Phoenixborn,
 *   one astral die per card. When that card would receive damage, the die prevents 1 and
 *   goes back to its owner's exhausted pool (`receiveDamage`, ops.ts), unless its owner's
 *   astral dice are kept on their cards this turn (Dodge).
 *
 * Attached dice go back to the exhausted pool when their card leaves play and in the
 * recovery phase, like every attached die (ops.ts `clearForLeavingPlay`, flow/round.ts).
 */
import { inst } from './cardinfo';
import type { EngineContext } from './context';
import { addLog, cardPart, diePart } from './log';
import { isInPlay, returnDie } from './ops';
import { diceOnCard } from './spell-dice';
import type { GameState, PlayerId } from './state';

const IN_PLAY_ZONES = ['phoenixborn', 'battlefield', 'spellboard', 'attached'];

/** Every card a player controls in play: Phoenixborn, units, ready spells and alterations. */
export function cardsControlledInPlay(state: GameState, player: PlayerId): string[] {
  return Object.values(state.cards)
    .filter((c) => c.controller === player && IN_PLAY_ZONES.includes(c.zone))
    .filter((c) => isInPlay(state, c.uuid))
    .map((c) => c.uuid);
}

/** Whether a card has an artifice die on it. */
export function isCharged(state: GameState, card: string): boolean {
  return diceOnCard(state, card).some((d) => d.magic === 'artifice');
}

/** The cards an artifice die of this player may go onto: any card they control. */
export function artificeHosts(state: GameState, player: PlayerId): string[] {
  return cardsControlledInPlay(state, player);
}

/** Whether a card has an astral die on it. */
export function hasAstralDie(state: GameState, card: string): boolean {
  return diceOnCard(state, card).some((d) => d.magic === 'astral');
}

/**
 * The cards an astral die of this player may go onto: their units and their Phoenixborn,
 * each holding no astral die yet.
 */
export function astralHosts(state: GameState, player: PlayerId): string[] {
  const me = state.players[player];
  return [me.phoenixborn, ...me.battlefield].filter(
    (card) => isInPlay(state, card) && !hasAstralDie(state, card),
  );
}

/** Keep this player's astral dice on their cards when they prevent damage, until the turn ends (Dodge). */
export function keepAstralDiceThisTurn(state: GameState, player: PlayerId): void {
  const turn = state.turn;
  if (!turn) return;
  turn.astralDiceKept = [...new Set([...(turn.astralDiceKept ?? []), player])];
}

function astralDiceKept(state: GameState, player: PlayerId): boolean {
  return state.turn?.astralDiceKept?.includes(player) ?? false;
}

/**
 * The damage an astral die on this card prevents of `left` about to be received: 1 while
 * there is damage left, the die going back to its owner's exhausted pool (or staying, Dodge).
 */
export function astralPrevention(
  state: GameState,
  context: EngineContext,
  card: string,
  left: number,
): number {
  if (left <= 0) return 0;
  const die = diceOnCard(state, card).find((d) => d.magic === 'astral');
  if (!die) return 0;
  const kept = astralDiceKept(state, die.owner);
  if (!kept) returnDie(state, die);
  addLog(state, [
    diePart(die),
    ' on ',
    cardPart(context, inst(state, card).stub),
    kept ? ' prevents 1 damage and stays' : ' prevents 1 damage and is exhausted',
  ]);
  return 1;
}
