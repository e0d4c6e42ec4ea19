import { registerCard } from '../registry';
import { ctxId, damage, targetPb } from '../helpers';
import { inst } from '../../cardinfo';
/** Chant of Revenge: After an ally you control is destroyed, place 1 status token on this spell if it has none. side, exhaust: remove 1 status token from this spell to deal 1 damage to a target Phoenixborn. */
export default registerCard({
  stub: 'chant-of-revenge',
  triggers: [
    {
      name: 'Revenge',
      event: 'destroyed',
      inexhaustible: true,
      match: (q, e) =>
        e.wasAlly === true && e.controller === q.me && inst(q.state, q.self).tokens.status === 0,
      steps: [
        (g) => {
          inst(g.state, g.frame.source ?? '').tokens.status = 1;
        },
      ],
    },
  ],
  abilities: [
    {
      id: 'chant',
      name: 'Chant of Revenge',
      cost: ['[[side]]', '[[exhaust]]'],
      usable: (q) => inst(q.state, q.self).tokens.status > 0,
      steps: [
        (g) => {
          inst(g.state, g.frame.source ?? '').tokens.status -= 1;
        },
        targetPb('target', 'Chant of Revenge: choose a Phoenixborn'),
        (g) => {
          damage(g, ctxId(g, 'target'), 1);
        },
      ],
    },
  ],
});
