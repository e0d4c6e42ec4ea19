/**
 * The round flow of each game mode: which sides a setup's seats form, the procedure the
 * game's first frame runs, and what the mode sets up beyond the two decks. PvP is the round
 * of `round.ts`; the solo Chimera (an engine-driven side with its own round) is the round of
 * `chimera-round.ts` and leaves PvP untouched.
 */
import type { EngineContext } from '../context';
import type { GameSetup } from '../game';
import { setupChimera } from '../chimera/setup';
import type { GameState, PlayerId, Side } from '../state';

export type GameMode = 'pvp' | 'chimera';

export interface ModeFlow {
  /** The procedure that runs the whole game. */
  proc: string;
  /** The sides in turn order, from the seats in setup order. */
  sides: (seats: readonly PlayerId[]) => Side[];
  /** Setup beyond the decks, once every seat (`seats`, in setup order) has its cards and dice. */
  setUp?: (
    state: GameState,
    context: EngineContext,
    setup: GameSetup,
    seats: readonly PlayerId[],
  ) => void;
}

// Every seat is a side of its own, in setup order.
const seatSides = (seats: readonly PlayerId[]): Side[] =>
  seats.map((seat) => ({ players: [seat] }));

const FLOWS: Record<GameMode, ModeFlow> = {
  pvp: { proc: 'game', sides: seatSides },
  // The player against the Chimera: the seat the engine drives is the Chimera.
  chimera: {
    proc: 'chimeraGame',
    sides: seatSides,
    setUp: (state, context, setup, seats) => {
      const seat = seats[setup.players.findIndex((p) => p.driver === 'engine')];
      if (seat === undefined) throw new Error('A Chimera game needs a seat the engine plays');
      setupChimera(state, context, seat, setup.chimera ?? { difficulty: 'standard', stage: 1 });
    },
  },
};

export function flowOf(mode: GameMode): ModeFlow {
  return FLOWS[mode];
}
