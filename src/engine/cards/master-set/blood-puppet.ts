import { registerCard } from '../registry';
import { damage, wound } from '../helpers';
/** Blood Puppet: Cursed 1: at the end of each round, place 1 wound token on your Phoenixborn. Self Inflict 1: side, 1 basic: deal 1 damage to this unit. */
export default registerCard({
  stub: 'blood-puppet',
  triggers: [
    {
      name: 'Cursed 1',
      event: 'endOfRound',
      inexhaustible: true,
      match: (q) => q.state.cards[q.self]?.zone === 'battlefield',
      steps: [(g) => wound(g, g.state.players[g.me].phoenixborn, 1)],
    },
  ],
  abilities: [
    {
      id: 'selfInflict',
      name: 'Self Inflict 1',
      cost: ['[[side]]', '1 [[basic]]'],
      steps: [
        (g) => {
          damage(g, g.frame.source, 1);
        },
      ],
    },
  ],
});
