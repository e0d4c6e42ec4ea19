import { defineAspect } from '../api';

/**
 * Rainwalker (conjured aspect): Horde Attack. Feeble. Ephemeral.
 * Feeble is read as "this unit cannot counter" (its printed wording was not retrieved; the
 * Chimera's units never block or guard without Defender, so countering is what is left to
 * forbid). Ephemeral: destroyed once exhausted (engine: chimera/horde.ts).
 */
export default defineAspect({
  stub: 'rainwalker',
  keywords: { hordeAttack: 1, ephemeral: 1 },
  statics: [{ name: 'Feeble', appliesTo: (q, card) => card === q.self, forbids: ['counter'] }],
});
