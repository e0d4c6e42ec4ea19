import {
  attackOf,
  chooseCard,
  chooseDie,
  defineCard,
  destroy,
  exhaustedDiceOfMagic,
  isTurnOf,
  onComesIntoPlay,
  opponentUnits,
  resolveDicePower,
} from '../api';

const smitten = chooseCard('smitten', {
  title:
    'Silver Paladin, Smite 1: you may destroy a unit an opponent controls with an attack value of 1 or less',
  from: (g) => opponentUnits(g).filter((unit) => attackOf(g, unit) <= 1),
  optional: true,
});
const die = chooseDie('die', {
  title:
    'Silver Paladin, Exalt: you may choose a divine die in your exhausted pool to resolve its power',
  from: (g) => exhaustedDiceOfMagic(g, 'divine').map((d) => d.uuid),
  decline: 'Skip',
});

/**
 * Silver Paladin: Smite 1: When this unit comes into play, you may destroy a target unit an
 * opponent controls with an attack value of 1 or less. Exalt: After this unit destroys a unit an
 * opponent controls during your turn, you may choose a divine die in your exhausted pool and
 * resolve its dice power without paying its cost.
 */
export default defineCard({
  stub: 'silver-paladin',
  triggers: [
    onComesIntoPlay('Smite 1', [smitten.ask, (g) => void destroy(g, smitten.of(g))]),
    {
      name: 'Exalt',
      event: 'unitDestroyedByAttack',
      // The attack exhausts it as the battle ends: Exalt still answers, as Overkill does.
      inexhaustible: true,
      match: (q, e) => e.attacker === q.self && e.controller !== q.me && isTurnOf(q),
      steps: [die.ask, (g) => resolveDicePower(g, die.of(g))],
    },
  ],
});
