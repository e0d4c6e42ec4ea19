/**
 * Invariants that must hold after every command; self-play and tests check them. Each kind
 * has its module: card places (card-places.ts), dice places and counts (dice-places.ts),
 * token counts (token-counts.ts); the seats and board limits are checked here.
 */
import { inst } from '../cardinfo';
import type { EngineContext } from '../context';
import { cardData } from '../context';
import { playersOf } from '../sides';
import type { GameState, PlayerId } from '../state';
import { cardPlaceProblems } from './card-places';
import { dicePlaceProblems, diceCounts } from './dice-places';
import { tokenProblems } from './token-counts';

/** What a game starts with and keeps to its end: its cards and each player's dice. */
export interface InvariantBaseline {
  cards: number;
  dice: Partial<Record<PlayerId, number>>;
}

/** The baseline of a game, taken from its first state. */
export function invariantBaseline(state: GameState): InvariantBaseline {
  return { cards: Object.keys(state.cards).length, dice: diceCounts(state) };
}

/** Every seat on one side; no more units or spellboard slots than the Phoenixborn allows. */
function seatProblems(state: GameState, context: EngineContext): string[] {
  const problems: string[] = [];
  for (const player of Object.values(state.players)) {
    const sides = state.sides.filter((side) => side.players.includes(player.id)).length;
    if (sides !== 1) problems.push(`${player.id} sits on ${sides} sides`);
  }
  for (const p of playersOf(state)) {
    // The Chimera's card has no battlefield or spellboard values: its aspects follow its threat.
    if (state.chimera?.seat === p) continue;
    const player = state.players[p];
    const pb = cardData(context, inst(state, player.phoenixborn).stub);
    if (player.battlefield.length > (pb.battlefield ?? 0))
      problems.push(`${p} has ${player.battlefield.length} units`);
    const slots = new Set(player.spellboard.map((u) => inst(state, u).stub));
    if (slots.size > (pb.spellboard ?? 0))
      problems.push(`${p} uses ${slots.size} spellboard slots`);
  }
  return problems;
}

export function checkInvariants(
  state: GameState,
  context: EngineContext,
  baseline: InvariantBaseline,
): string[] {
  const problems = [
    ...seatProblems(state, context),
    ...cardPlaceProblems(state),
    ...dicePlaceProblems(state, baseline.dice),
    ...tokenProblems(state),
  ];
  const cards = Object.keys(state.cards).length;
  if (cards !== baseline.cards) problems.push(`card count ${cards} != ${baseline.cards}`);
  return problems;
}
