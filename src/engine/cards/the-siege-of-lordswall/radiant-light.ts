import {
  chooseDie,
  defineCard,
  diceOn,
  exhaustedDiceOfMagic,
  readySpellsOf,
  resolveDicePower,
  self,
  shuffleFromPlayIntoDrawPile,
  unitsOf,
} from '../api';

const die = chooseDie('die', {
  title: 'Radiant Light: you may choose a divine die in your exhausted pool to resolve its power',
  from: (g) => exhaustedDiceOfMagic(g, 'divine').map((d) => d.uuid),
  decline: 'Skip',
});

/**
 * Radiant Light: When this spell comes into play, you may choose a divine die in your exhausted
 * pool and resolve its dice power without paying its cost. While a divine die is on a unit you
 * control, its life value and recover value are increased by 1. * Flicker: Shuffle this card
 * into your draw pile at the end of the round.
 */
export default defineCard({
  stub: 'radiant-light',
  triggers: [
    {
      name: 'Radiant Light',
      event: 'readySpellCameIntoPlay',
      match: (q, e) => e.card === q.self,
      steps: [die.ask, (g) => resolveDicePower(g, die.of(g))],
    },
    {
      name: 'Flicker',
      event: 'endOfRound',
      inexhaustible: true,
      match: (q) => readySpellsOf(q).includes(q.self),
      steps: [(g) => shuffleFromPlayIntoDrawPile(g, self(g))],
    },
  ],
  statics: [
    {
      name: 'Radiant Light',
      appliesTo: (q, card) => unitsOf(q).includes(card) && diceOn(q, card, 'divine').length > 0,
      add: { life: 1, recover: 1 },
    },
  ],
});
