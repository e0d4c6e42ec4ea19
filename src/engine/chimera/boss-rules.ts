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
  | { kind: 'rerollBasicRageDice'; count: number }
  | { kind: 'summonConjuredAspect'; card: string; count: number }
  | { kind: 'opponentPlacesWound'; amount: number }
  /**
   * A conjured alteration of the Chimera's conjuration pile onto the opposing Phoenixborn, or
   * with `aim` onto the opposing player's leftmost or rightmost unit.
   */
  | { kind: 'attachConjuredAlteration'; card: string; aim?: 'left' | 'right' }
  | { kind: 'summonElseAddRedRains'; card: string }
  | { kind: 'resolveStatusAbility'; aim: 'left' | 'right' }
  /** The Dragonborn's class face: ready its exhausted ready spell, else use its ability. */
  | { kind: 'activateReadySpell' }
  | ScriptedSide;

/**
 * A side the boss's release writes with the card API (Stun, Vigor, damage to exhausted
 * cards): its steps run as `chimera:<boss>:side:<phase>.<first roll>`. `afterReveal`: it
 * needs the aspect the main reveals ("attach a Vigor to the aspect just revealed"), so it
 * resolves right after that reveal (`revealedAspect` in the API names it).
 */
export interface ScriptedSide {
  kind: 'scripted';
  text: string;
  steps: Step[];
  afterReveal?: boolean;
}

export interface BehaviourRow {
  /** Behaviour die results (d12) the row covers, both ends included. */
  rolls: readonly [number, number];
  main: BehaviourMain;
  side?: BehaviourSide;
  /** The row's side in words, as the log shows it. */
  sideText?: string;
  /** Resolve the main before the side; unset: the boss's `mainFirst`. */
  mainFirst?: boolean;
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
  /**
   * Every row resolves its main before its side (The Spawn of Shadowreck: the reveal first,
   * an attack before the side); unset: side first (digest 8.1). A row's own `mainFirst` wins.
   */
  mainFirst?: boolean;
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
