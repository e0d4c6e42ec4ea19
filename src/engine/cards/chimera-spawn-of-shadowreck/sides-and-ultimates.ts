/**
 * The Spawn of Shadowreck's behaviour sides and ultimate effects that only it has: the
 * player's choices (where the damage or exhaustion goes, which cards to discard), each asked
 * as a prompt of the opposing player with the Chimera's card as its source.
 */
import {
  chooseCard,
  dealDamage,
  destroy,
  exhaust,
  opp,
  phoenixbornOf,
  readySpellsOf,
  unitsOf,
} from '../api';
import type { Step } from '../api';
import { PLACE_TEXT, discardOfTheirChoice } from './discard-of-their-choice';
import { webEachOpposingUnit } from './webbing';

const damaged = chooseCard('shadowreckDamaged', {
  title: 'Shadowreck: choose your Phoenixborn or your leftmost unit to take 1 damage',
  from: (g) => [phoenixbornOf(g, opp(g)), ...unitsOf(g, opp(g)).slice(0, 1)],
  by: (g) => opp(g),
  targets: false,
});

/** Phase II, 4–6: "The opposing player picks their Phoenixborn or their leftmost unit; it takes 1 damage." */
export const damagePhoenixbornOrLeftmostUnit: Step[] = [
  damaged.ask,
  (g) => void dealDamage(g, damaged.of(g), 1),
];

const exhausted = chooseCard('shadowreckExhausted', {
  title: 'Shadowreck: place 1 exhaustion token on your Phoenixborn or one of your ready spells',
  from: (g) => [phoenixbornOf(g, opp(g)), ...readySpellsOf(g, opp(g))],
  by: (g) => opp(g),
  targets: false,
});

/** Phase III, 3–6: "The opposing player puts 1 exhaustion token on their Phoenixborn or on one of their ready spells." */
export const exhaustPhoenixbornOrReadySpell: Step[] = [
  exhausted.ask,
  (g) => exhaust(g, exhausted.of(g)),
];

/** Ultimate I: "Destroy the opponent's leftmost unit, then Webbed on every opposing unit." */
export const ultimateOne: Step[] = [
  (g) => void destroy(g, unitsOf(g, opp(g))[0] ?? null),
  webEachOpposingUnit,
];

/** Ultimate II: "3 damage to the opposing Phoenixborn, then Webbed on every opposing unit." */
export const ultimateTwo: Step[] = [
  (g) => void dealDamage(g, phoenixbornOf(g, opp(g)), 3),
  webEachOpposingUnit,
];

/**
 * Ultimate III: "The opposing player discards 2 cards of their choice (hand, spellboard or top
 * of draw pile), then Webbed on every opposing unit."
 */
export const ultimateThree: Step[] = [
  ...discardOfTheirChoice('shadowreckUltimate1', 'Shadowreck Ultimate (1 of 2)', PLACE_TEXT),
  ...discardOfTheirChoice('shadowreckUltimate2', 'Shadowreck Ultimate (2 of 2)', PLACE_TEXT),
  webEachOpposingUnit,
];
