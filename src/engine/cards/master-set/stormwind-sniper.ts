import { registerCard } from '../registry';
import { ctxId, damage, onComesIntoPlay, targetPb } from '../helpers';
/** Stormwind Sniper: Ambush 1: when this unit comes into play, you may deal 1 damage to a target Phoenixborn. Concealed. */
export default registerCard({
  stub: 'stormwind-sniper',
  keywords: { concealed: 1 },
  triggers: [
    onComesIntoPlay('Ambush 1', [
      targetPb('target', 'Ambush 1: you may deal 1 damage to a Phoenixborn', true),
      (g) => {
        damage(g, ctxId(g, 'target'), 1);
      },
    ]),
  ],
});
