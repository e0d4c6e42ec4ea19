import { registerCard } from '../registry';
import { ctxId, targetPb } from '../helpers';
import { inst } from '../../cardinfo';
import { placeWounds } from '../../ops';
import { addLog, cardPart } from '../../log';
/** Living Doll: Pain Link 1: side: move 1 wound token from this unit onto a target Phoenixborn. */
export default registerCard({
  stub: 'living-doll',
  abilities: [
    {
      id: 'painLink',
      name: 'Pain Link 1',
      cost: ['[[side]]'],
      usable: (q) => inst(q.state, q.self).tokens.damage > 0,
      steps: [
        targetPb('target', 'Pain Link: choose a Phoenixborn'),
        (g) => {
          const target = ctxId(g, 'target');
          const doll = inst(g.state, g.frame.source ?? '');
          if (!target || doll.tokens.damage <= 0) return;
          doll.tokens.damage -= 1;
          placeWounds(g.state, target, 1, { by: g.me, byEffect: true });
          addLog(g.state, [
            'Pain Link moves a wound onto ',
            cardPart(g.context, inst(g.state, target).stub),
          ]);
        },
      ],
    },
  ],
});
