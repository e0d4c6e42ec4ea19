import { defineCard, eventOf, hostOf, removeExhaustion, unitsOf } from '../api';

/** Devotion: This spell can only be attached to a unit you control. When attaching this spell, remove 1 exhaustion token from this unit. This unit now has the following abilities: Alert: Do not place exhaustion tokens on this unit as a result of its countering. Rooted: This unit cannot attack. (+1 life, +1 recover) */
export default defineCard({
  stub: 'devotion',
  canHost: (q, host) => unitsOf(q).includes(host),
  grants: { alert: 1 },
  statics: [
    {
      name: 'Rooted',
      inexhaustible: true,
      appliesTo: (q, card) => card === hostOf(q, q.self),
      forbids: ['attack'],
    },
  ],
  triggers: [
    {
      name: 'When attached',
      event: 'alterationAttached',
      inexhaustible: true,
      match: (q, e) => e.card === q.self,
      steps: [(g) => void removeExhaustion(g, eventOf(g, 'alterationAttached')?.host ?? null, 1)],
    },
  ],
});
