import { defineCard, eventOf, hostOf, onAttached, self, treatAsExhausted } from '../api';

/**
 * Glaciate: * This unit is considered to be exhausted. Prevent all damage dealt to this unit
 * from being received. * Fleeting: Discard this card at the end of this round.
 */
export default defineCard({
  stub: 'glaciate',
  keywords: { fleeting: 1 },
  triggers: [
    onAttached('Glaciate', [
      (g) =>
        treatAsExhausted(g, eventOf(g, 'alterationAttached')?.host ?? null, {
          whileAttached: self(g),
        }),
    ]),
  ],
  statics: [
    {
      name: 'Glaciate',
      inexhaustible: true,
      // All damage prevented: none of it is received.
      appliesTo: (q, card) => card === hostOf(q, q.self),
      capDamage: 0,
    },
  ],
});
