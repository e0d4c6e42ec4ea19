import {
  chooseCard,
  defineCard,
  destroy,
  isConjuration,
  isExhausted,
  onComesIntoPlay,
  placeStatus,
  self,
  unitsOf,
} from '../api';

const eaten = chooseCard('eaten', {
  title: 'Hungry 1: choose an exhausted conjuration you control to destroy',
  // "an exhausted conjuration you control": chosen, not targeted; not optional.
  from: (g) => unitsOf(g).filter((u) => isConjuration(g, u) && isExhausted(g, u)),
});

/**
 * Seafoam Snapper: Hungry 1: When this unit comes into play, destroy an exhausted conjuration
 * you control. If you do, place 1 status token on this unit.
 * Tough 1: After this unit is dealt damage, if there are any status tokens on it, remove them
 * all to prevent 1 damage from being received.
 */
export default defineCard({
  stub: 'seafoam-snapper',
  keywords: { tough: 1 },
  triggers: [
    onComesIntoPlay('Hungry 1', [
      eaten.ask,
      (g) => {
        if (destroy(g, eaten.of(g)) !== null) placeStatus(g, self(g), 1);
      },
    ]),
  ],
});
