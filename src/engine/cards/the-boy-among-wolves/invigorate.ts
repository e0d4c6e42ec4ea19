import { chooseCards, defineCard, placeStatus, unitsOf } from '../api';

const targets = chooseCards('targets', {
  title: 'Invigorate: choose up to 3 units you control to place 1 status token on each',
  from: (g) => unitsOf(g),
  count: { max: () => 3 },
});

/** Invigorate: Place 1 status token on up to 3 target units you control. */
export default defineCard({
  stub: 'invigorate',
  playable: (q) => unitsOf(q).length > 0,
  effect: [
    targets.ask,
    (g) => {
      for (const unit of targets.of(g) ?? []) placeStatus(g, unit, 1);
    },
  ],
});
