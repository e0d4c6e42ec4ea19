import type { Magic } from './dice';

/** Card types as the catalogue spells them. */
export const PLAYER_CARD_TYPES = [
  'Phoenixborn',
  'Ally',
  'Conjuration',
  'Action Spell',
  'Reaction Spell',
  'Ready Spell',
  'Alteration Spell',
  'Conjured Alteration Spell',
] as const;
export type PlayerCardType = (typeof PLAYER_CARD_TYPES)[number];

/** Types used only by the solo bosses (Chimera, Dragonborn). */
export const BOSS_CARD_TYPES = [
  'Chimera',
  'Dragonborn',
  'Aspect',
  'Conjured Aspect',
  'Behaviour',
] as const;
export type BossCardType = (typeof BOSS_CARD_TYPES)[number];

export type CardType = PlayerCardType | BossCardType;

/** Upgrades attach to a unit or Phoenixborn. */
export const UPGRADE_TYPES: readonly CardType[] = ['Alteration Spell', 'Conjured Alteration Spell'];

/** Which deck family a card belongs to; a card without one is a player card. */
export type DeckType = 'player' | 'chimera' | 'dragonborn';

/**
 * A cost entry as the catalogue writes it: a string such as "[[main]]" or
 * "1 [[illusion:class]]", or a list of alternatives (a parallel cost).
 */
export type CostEntry = string | string[];

/** A stat may be a number or, for upgrades and X-values, a string such as "+1" or "X". */
export type CardStat = number | string;

export interface CardReference {
  name: string;
  stub: string;
}

export interface Release {
  name: string;
  stub: string;
}

/** One card of the catalogue, keyed everywhere by its stub (also exposed as id). */
export interface Card {
  id: string;
  stub: string;
  name: string;
  type: CardType;
  deckType: DeckType;
  release: Release | null;
  placement: string | string[] | null;
  cost: CostEntry[];
  magicCost: Record<string, number>;
  effectMagicCost: Record<string, number>;
  dice: Magic[];
  altDice: Magic[];
  text: string;
  attack: CardStat | null;
  life: CardStat | null;
  recover: CardStat | null;
  battlefield: number | null;
  spellboard: number | null;
  copies: number | null;
  blood: number | null;
  conjurations: CardReference[];
  /** Name of the Phoenixborn this card is tied to, if any. */
  phoenixborn: string | null;
  isChained: boolean;
  imageStub: string;
  /** Solo boss fields. */
  level: string | null;
  rank: number | null;
  threat: number | null;
  ultimate: number | null;
  restricted: boolean;
  /** Whether the rules engine runs this card's abilities (otherwise it is played by hand). */
  automated: boolean;
}

export type CardCatalogue = Record<string, Card>;

/** The nine cards the organised-play chained list names. Informational only. */
export const CHAINED_CARD_NAMES = [
  'Explosive Growth',
  'Golden Veil',
  'Hypnotize',
  'Meteor',
  'Psychic Vampire',
  'River Skald',
  'Silver Paladin',
  'Summon Shining Hydra',
  'Take to the Skies',
] as const;

export function isChainedName(name: string): boolean {
  return (CHAINED_CARD_NAMES as readonly string[]).includes(name);
}

export function isUnitType(type: CardType): boolean {
  return type === 'Ally' || type === 'Conjuration';
}

export function isConjurationType(type: CardType): boolean {
  return (
    type === 'Conjuration' || type === 'Conjured Alteration Spell' || type === 'Conjured Aspect'
  );
}
