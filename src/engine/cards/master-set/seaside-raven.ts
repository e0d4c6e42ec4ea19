import { registerCard } from '../registry';
import { ctxId, onComesIntoPlay, targetUnit } from '../helpers';
import { lifeValue } from '../../cardinfo';
import { destroyUnit } from '../../ops';
/** Seaside Raven: Prey 2: when this unit comes into play, you may destroy a target unit with a life value of 2 or less. Quick Strike. */
export default registerCard({
  stub: 'seaside-raven',
  keywords: { quickStrike: 1 },
  triggers: [
    onComesIntoPlay('Prey 2', [
      targetUnit(
        'target',
        'Prey 2: you may destroy a unit with life 2 or less',
        (g, u) => u !== g.frame.source && lifeValue(g.state, g.context, u) <= 2,
        true,
      ),
      (g) => {
        const target = ctxId(g, 'target');
        if (target) destroyUnit(g.state, g.context, target, { by: g.me, byEffect: true });
      },
    ]),
  ],
});
