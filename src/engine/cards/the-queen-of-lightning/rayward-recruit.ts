import {
  chooseDie,
  defineCard,
  exhaustedDiceOfMagic,
  onComesIntoPlay,
  resolveDicePower,
} from '../api';

const die = chooseDie('die', {
  title:
    'Rayward Recruit, Armed: you may choose a divine die in your exhausted pool to resolve its power',
  from: (g) => exhaustedDiceOfMagic(g, 'divine').map((d) => d.uuid),
  decline: 'Skip',
});

/** Rayward Recruit: Armed: When this unit comes into play, you may choose a divine die in your exhausted pool and resolve its dice power without paying its cost. */
export default defineCard({
  stub: 'rayward-recruit',
  triggers: [onComesIntoPlay('Armed', [die.ask, (g) => resolveDicePower(g, die.of(g))])],
});
