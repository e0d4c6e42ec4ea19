import {
  chooseCard,
  dealDamage,
  defineCard,
  placeStatus,
  removeStatus,
  self,
  targetablePhoenixborns,
  tokensOn,
} from '../api';

const target = chooseCard('target', {
  title: 'Chant of Revenge: choose a Phoenixborn',
  from: (g) => targetablePhoenixborns(g),
});

/** Chant of Revenge: After an ally you control is destroyed, place 1 status token on this spell if it has none. side, exhaust: remove 1 status token from this spell to deal 1 damage to a target Phoenixborn. */
export default defineCard({
  stub: 'chant-of-revenge',
  triggers: [
    {
      name: 'Revenge',
      event: 'destroyed',
      // Not printed inexhaustible: an exhausted card's line does nothing.
      match: (q, e) =>
        e.wasAlly === true && e.controller === q.me && tokensOn(q, q.self).status === 0,
      steps: [(g) => placeStatus(g, self(g), 1)],
    },
  ],
  abilities: [
    {
      id: 'chant',
      name: 'Chant of Revenge',
      cost: ['[[side]]', '[[exhaust]]'],
      usable: (q) => tokensOn(q, q.self).status > 0,
      steps: [
        (g) => {
          removeStatus(g, self(g), 1);
        },
        target.ask,
        (g) => {
          dealDamage(g, target.of(g), 1);
        },
      ],
    },
  ],
});
