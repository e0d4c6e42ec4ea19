import { registerCard } from '../registry';
import { ctxId, damage, onComesIntoPlay, targetUnit } from '../helpers';
/** Anchornaut: Throw 1: when this unit comes into play, you may deal 1 damage to another target unit. */
export default registerCard({
  stub: 'anchornaut',
  triggers: [
    onComesIntoPlay('Throw 1', [
      targetUnit(
        'target',
        'Throw 1: you may deal 1 damage to another unit',
        (g, u) => u !== g.frame.source,
        true,
      ),
      (g) => {
        damage(g, ctxId(g, 'target'), 1);
      },
    ]),
  ],
});
