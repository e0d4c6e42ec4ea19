import { registerCard } from '../registry';
import { inst } from '../../cardinfo';
/** Silver Snake: Consume: after a unit an opponent controls is destroyed, place 1 status token on this unit. X = the number of status tokens on this unit. */
export default registerCard({
  stub: 'silver-snake',
  attackX: (q) => q.state.cards[q.self]?.tokens.status ?? 0,
  triggers: [
    {
      name: 'Consume',
      event: 'destroyed',
      inexhaustible: true,
      match: (q, e) => e.controller !== q.me && q.state.cards[q.self]?.zone === 'battlefield',
      steps: [
        (g) => {
          inst(g.state, g.frame.source ?? '').tokens.status += 1;
        },
      ],
    },
  ],
});
