import { dealDamage, defineCard, isOnBattlefield, phoenixbornOf, placeWounds, self } from '../api';

/** Blood Puppet: Cursed 1: at the end of each round, place 1 wound token on your Phoenixborn. Self Inflict 1: side, 1 basic: deal 1 damage to this unit. */
export default defineCard({
  stub: 'blood-puppet',
  triggers: [
    {
      name: 'Cursed 1',
      event: 'endOfRound',
      // Not printed inexhaustible: an exhausted card's line does nothing.
      match: (q) => isOnBattlefield(q, q.self),
      steps: [(g) => placeWounds(g, phoenixbornOf(g), 1)],
    },
  ],
  abilities: [
    {
      id: 'selfInflict',
      name: 'Self Inflict 1',
      cost: ['[[side]]', '1 [[basic]]'],
      steps: [
        (g) => {
          dealDamage(g, self(g), 1);
        },
      ],
    },
  ],
});
