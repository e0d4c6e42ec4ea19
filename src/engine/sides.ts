/**
 * Who plays against whom. The state holds the sides of the table in turn order
 * (`state.sides`), each naming the seats on it: one seat a side in a PvP game, several on one
 * side in co-op, a seat the engine drives (driven-sides.ts) for a solo opponent. Everything
 * that asks "the opponent", "whose turn is next" or "who is left" asks here, so a game with
 * another list of sides flows without the rules knowing how many seats there are.
 */
import type { GameState, PlayerId, Side } from './state';

/** The sides in turn order. */
export function sidesOf(state: GameState): readonly Side[] {
  return state.sides;
}

/**
 * The seats of the last list of sides asked about: the list is fixed at setup and asked for
 * many times per command, nearly always of the same state in a row. A state copy makes a new
 * list, so a copy is never answered from an older state's seats.
 */
let lastSides: readonly Side[] | null = null;
let lastSeats: readonly PlayerId[] = [];

/** Every seat, side by side in turn order. */
export function playersOf(state: GameState): readonly PlayerId[] {
  if (state.sides !== lastSides) {
    lastSeats = state.sides.flatMap((side) => side.players);
    lastSides = state.sides;
  }
  return lastSeats;
}

/** The seat with this username, or undefined for a spectator. */
export function seatOf(state: GameState, name: string | null): PlayerId | undefined {
  return playersOf(state).find((p) => state.players[p].name === name);
}

export function sideOf(state: GameState, player: PlayerId): Side | undefined {
  return state.sides.find((side) => side.players.includes(player));
}

/** The first seat of the turn order: who acts before anyone has been made first player. */
export function leadPlayer(state: GameState): PlayerId {
  const lead = state.sides[0]?.players[0];
  if (lead === undefined) throw new Error('The game has no sides');
  return lead;
}

/** Every seat in turn order, starting with `first` (the plain turn order when it is not seated). */
export function turnOrderFrom(state: GameState, first: PlayerId): readonly PlayerId[] {
  const order = playersOf(state);
  const at = order.indexOf(first);
  return at < 0 ? order : [...order.slice(at), ...order.slice(0, at)];
}

/** The seat that follows `player` in the turn order (wrapping round). */
export function nextPlayer(state: GameState, player: PlayerId): PlayerId {
  return turnOrderFrom(state, player)[1] ?? player;
}

/** The side that follows `side` in the turn order (wrapping round). */
export function nextSide(state: GameState, side: Side): Side {
  const at = state.sides.indexOf(side);
  return state.sides[(at + 1) % state.sides.length] ?? side;
}

/** The seats of every other side, in turn order after `player`. */
export function opponentsOf(state: GameState, player: PlayerId): PlayerId[] {
  const own = sideOf(state, player)?.players ?? [player];
  return turnOrderFrom(state, player).filter((p) => !own.includes(p));
}

/**
 * "The opponent" of rules written for two sides (the defender of an attack on a Phoenixborn,
 * a card's "your opponent"): the first opposing seat after `player` in turn order.
 */
export function opponentOf(state: GameState, player: PlayerId): PlayerId {
  const [first] = opponentsOf(state, player);
  if (first === undefined) throw new Error(`No side opposes ${player}`);
  return first;
}

/**
 * The lead seat of the last side standing once `fallen` are out of the game: a side falls
 * with any of its seats (in co-op, one destroyed Phoenixborn loses the game for the side).
 * Null while more than one side stands, or none does.
 */
export function lastSideStanding(state: GameState, fallen: readonly PlayerId[]): PlayerId | null {
  const standing = state.sides.filter((side) => !side.players.some((p) => fallen.includes(p)));
  return standing.length === 1 ? (standing[0]?.players[0] ?? null) : null;
}
