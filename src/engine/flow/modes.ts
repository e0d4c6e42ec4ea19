/**
 * The round flow of each game mode: which sides a setup's seats form, and the procedure the
 * game's first frame runs. PvP is the round of `round.ts`; a solo mode (the Chimera, an
 * engine-driven side with its own round) is another entry here and leaves PvP untouched.
 */
import type { PlayerId, Side } from '../state';

export type GameMode = 'pvp';

export interface ModeFlow {
  /** The procedure that runs the whole game. */
  proc: string;
  /** The sides in turn order, from the seats in setup order. */
  sides: (seats: readonly PlayerId[]) => Side[];
}

const FLOWS: Record<GameMode, ModeFlow> = {
  // Every seat is a side of its own, in setup order.
  pvp: { proc: 'game', sides: (seats) => seats.map((seat) => ({ players: [seat] })) },
};

export function flowOf(mode: GameMode): ModeFlow {
  return FLOWS[mode];
}
