/**
 * What a solo game keeps about its Chimera besides the cards (red-rains-chimera digest):
 * which boss at which difficulty and stage, the phase of its behaviour and ultimate cards,
 * the Red Rains tokens, the five rage dice (basic or power only), its threat and the
 * face-down aspects of its battlefield, and whether it has become fatigued.
 */
import type { GameState, PlayerId } from '../state';

export type Difficulty = 'standard' | 'heroic';
export type Stage = 1 | 2 | 3;
export type ChimeraPhase = 1 | 2 | 3;
/** A rage die has three power faces and three basic faces: no class face. */
export type RageFace = 'basic' | 'power';

export interface ChimeraState {
  /** The seat the engine plays. */
  seat: PlayerId;
  /** Stub of the Chimera card (its boss rules, `bosses.ts`). */
  boss: string;
  difficulty: Difficulty;
  stage: Stage;
  phase: ChimeraPhase;
  redRains: number;
  rage: RageFace[];
  /** Aspects (face up and face down) the battlefield is replenished to in recovery. */
  threat: number;
  /** Face-down aspects, left to right; they sit right of every face-up aspect. */
  threatZone: string[];
  /** Set the first time its draw pile runs out (digest section 11). */
  fatigued: boolean;
}

export function chimeraOf(state: GameState): ChimeraState | null {
  return state.chimera ?? null;
}

export function requireChimera(state: GameState): ChimeraState {
  if (!state.chimera) throw new Error('Not a solo game against the Chimera');
  return state.chimera;
}

export function isChimeraSeat(state: GameState, player: PlayerId): boolean {
  return state.chimera?.seat === player;
}
