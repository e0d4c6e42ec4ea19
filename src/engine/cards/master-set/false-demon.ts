import { registerCard } from '../registry';
import { ctxId, damage, onComesIntoPlay, targetUnit } from '../helpers';
import { isExhausted } from '../../cardinfo';
/** False Demon: Nightmare 1: when this unit comes into play, you may deal 1 damage to a target exhausted unit. */
export default registerCard({
  stub: 'false-demon',
  triggers: [
    onComesIntoPlay('Nightmare 1', [
      targetUnit(
        'target',
        'Nightmare 1: you may deal 1 damage to an exhausted unit',
        (g, u) => isExhausted(g.state, u),
        true,
      ),
      (g) => {
        damage(g, ctxId(g, 'target'), 1);
      },
    ]),
  ],
});
