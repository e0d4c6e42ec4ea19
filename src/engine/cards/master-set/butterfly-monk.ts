import { registerCard } from '../registry';
import { bothPbs, chooseCard, ctxId, onDestroyed, targetableUnits } from '../helpers';
import { removeWounds } from '../../ops';
/** Butterfly Monk: Unit Guard. Mend 1: when this unit is destroyed, you may remove 1 wound token from a target unit or Phoenixborn. */
export default registerCard({
  stub: 'butterfly-monk',
  keywords: { unitGuard: 1 },
  triggers: [
    onDestroyed('Mend 1', [
      chooseCard(
        'target',
        'Mend 1: you may remove a wound from a unit or Phoenixborn',
        (g) => [...targetableUnits(g.state, g.me), ...bothPbs(g.state)],
        { optional: true },
      ),
      (g) => {
        const target = ctxId(g, 'target');
        if (target) removeWounds(g.state, target, 1);
      },
    ]),
  ],
});
