import { defineCard, eventOf, onDestroyed, summon, unitsOf } from '../api';

/**
 * Radiant Leviathan: Coalesced: Other units you control cannot be targeted by attacks an
 * opponent controls. * Refract: When this unit is destroyed, place 1 Prism Tetra conjuration
 * onto your battlefield for each status token on this unit.
 */
export default defineCard({
  stub: 'radiant-leviathan',
  statics: [
    {
      // Attacks of the controller's own units never target them: "cannot be attacked" says it.
      name: 'Coalesced',
      appliesTo: (q, card) => card !== q.self && unitsOf(q).includes(card),
      forbids: ['beAttacked'],
    },
  ],
  triggers: [
    onDestroyed('Refract', [
      (g) => {
        const tokens = eventOf(g, 'destroyed')?.status ?? 0;
        for (let i = 0; i < tokens; i++) summon(g, 'prism-tetra');
      },
    ]),
  ],
});
