import { registerCard } from '../registry';
import { ctxId, onDestroyed, targetUnit } from '../helpers';
import { inst } from '../../cardinfo';
/** Gilder: Unit Guard. Inheritance 1: when this unit is destroyed, you may place 1 status token on a target unit. */
export default registerCard({
  stub: 'gilder',
  keywords: { unitGuard: 1 },
  triggers: [
    onDestroyed('Inheritance 1', [
      targetUnit(
        'target',
        'Inheritance 1: you may place a status token on a unit',
        () => true,
        true,
      ),
      (g) => {
        const target = ctxId(g, 'target');
        if (target) inst(g.state, target).tokens.status += 1;
      },
    ]),
  ],
});
