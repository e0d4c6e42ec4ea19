import {
  chooseDie,
  defineCard,
  dismount,
  exhaustedDiceOfMagic,
  onComesIntoPlay,
  resolveDicePower,
} from '../api';

const die = chooseDie('die', {
  title:
    'Shining Stag Mount, Armed: you may choose a divine die in your exhausted pool to resolve its power',
  from: (g) => exhaustedDiceOfMagic(g, 'divine').map((d) => d.uuid),
  decline: 'Skip',
});

/**
 * Shining Stag Mount: Armed: When this unit comes into play, you may choose a divine die in your
 * exhausted pool and resolve its dice power without paying its cost. * Dismount: When this unit
 * is destroyed, place any allies you own underneath this unit into your hand.
 */
export default defineCard({
  stub: 'shining-stag-mount',
  triggers: [
    onComesIntoPlay('Armed', [die.ask, (g) => resolveDicePower(g, die.of(g))]),
    dismount(),
  ],
});
