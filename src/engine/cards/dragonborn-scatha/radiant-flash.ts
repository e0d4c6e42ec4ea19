import {
  chooseDie,
  defineAspect,
  lowerableDiceOf,
  onComesIntoPlay,
  opp,
  phoenixbornOf,
  placeStatus,
  setDieSide,
} from '../api';

const turned = chooseDie('radiantFlashDie', {
  title: 'Radiant Flash: turn 1 of your active power dice to its basic side',
  from: (g) => lowerableDiceOf(g, opp(g), 'power'),
  by: (g) => opp(g),
});

/**
 * Radiant Flash (aspect): When this aspect is revealed, the opposing player turns 1 of their
 * active power dice to its basic side. If no die was changed this way, place 1 status token
 * on the Dragonborn.
 */
export default defineAspect({
  stub: 'radiant-flash',
  triggers: [
    onComesIntoPlay('Radiant Flash', [
      turned.ask,
      (g) => {
        const die = turned.of(g);
        if (die === null || !setDieSide(g, die, 'basic')) placeStatus(g, phoenixbornOf(g), 1);
      },
    ]),
  ],
});
