import { defineCard, isOnBattlefield, placeStatus, self, tokensOn } from '../api';

/** Silver Snake: Consume: after a unit an opponent controls is destroyed, place 1 status token on this unit. X = the number of status tokens on this unit. */
export default defineCard({
  stub: 'silver-snake',
  attackX: (q) => tokensOn(q, q.self).status,
  triggers: [
    {
      name: 'Consume',
      event: 'destroyed',
      inexhaustible: true,
      match: (q, e) => e.controller !== q.me && isOnBattlefield(q, q.self),
      steps: [(g) => placeStatus(g, self(g), 1)],
    },
  ],
});
