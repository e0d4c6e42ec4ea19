/**
 * The shape of a boss's rules as its release scripts declare them (`cards/chimera-*`): life
 * per difficulty, the face-down setup pattern per difficulty and stage, the behaviour table
 * of each phase, the ultimate of each phase, and what the card data leaves out of each
 * aspect (its attack target and status pips, its status ability).
 */
import type { Step } from '../runner';
import type { ChimeraPhase, Difficulty, Stage } from './chimera-state';

/** The main action of a behaviour row (behaviours.json `vocabulary.main`). */
export type BehaviourMain =
  'reveal' | 'attackElseReveal' | 'revealThenAttackWithRevealed' | 'revealThenAttackWithRightmost';

/** The side action of a behaviour row; one that cannot apply is skipped. */
export type BehaviourSide =
  | { kind: 'raiseBasicRageDice'; count: number }
  | { kind: 'opponentLowersNonBasicDice'; count: number }
  | { kind: 'addRedRains'; count: number }
  | { kind: 'damageOpposingPhoenixborn'; amount: number }
  | { kind: 'damageOpposingUnit'; amount: number; aim: 'left' | 'right' }
  /** The Dragonborn's class face: ready its exhausted ready spell, else use its ability. */
  | { kind: 'activateReadySpell' };

export interface BehaviourRow {
  /** Behaviour die results (d12) the row covers, both ends included. */
  rolls: readonly [number, number];
  main: BehaviourMain;
  side?: BehaviourSide;
  /** The row's side in words, as the log shows it. */
  sideText?: string;
}

/** A face of the Dragonborn's behaviour (dragon) die. */
export type DragonFace = 'basic' | 'class' | 'power';

/** A behaviour table keyed by the rolled die's face instead of a d12 (the Dragonborn). */
export type FaceBehaviour = Record<DragonFace, Omit<BehaviourRow, 'rolls'>>;

/** Which claw or the jaw an aspect attacks with; null: it never attacks. */
export type AspectTarget = 'left' | 'right' | 'jaw' | null;

export interface AspectRules {
  target: AspectTarget;
  /** Status pips: tokens on reveal, topped back up in recovery. */
  statusCount: number;
  /** Its status ability: one status token spent at the start of each Chimera turn. */
  status?: { name: string; steps: Step[]; lastToken?: Step[] };
}

export type SetupKey = `${'S' | 'H'}${Stage}`;

export interface BossRules {
  /** Stubs of the Chimera card, its Ultimate and its Behaviour card. */
  chimera: string;
  ultimateCard: string;
  behaviourCard: string;
  life: Record<Difficulty, number>;
  /** Blood values of the face-down aspects dealt left to right at setup (digest section 3). */
  setup: Record<SetupKey, readonly number[]>;
  behaviour: Record<ChimeraPhase, readonly BehaviourRow[]>;
  ultimate: Record<ChimeraPhase, { text: string; steps: Step[] }>;
  /**
   * A Dragonborn: its behaviour die's face picks the row (every phase alike) and `behaviour`
   * is left empty; its `ultimate` is the ready spell's progress part, fired by Red Rains.
   */
  faceBehaviour?: FaceBehaviour;
  /** A Dragonborn's ready-spell ability per phase, used by the class face (`activateReadySpell`). */
  readySpell?: Record<ChimeraPhase, { text: string; steps: Step[] }>;
  /**
   * Every aspect and conjured aspect of its decks, by stub; a Dragonborn's own status
   * ability is keyed by its stub (used only while it is unexhausted).
   */
  aspects: Record<string, AspectRules>;
}

export function setupKey(difficulty: Difficulty, stage: Stage): SetupKey {
  return `${difficulty === 'heroic' ? 'H' : 'S'}${stage}`;
}
