import { canSummon, defineCard, eventOf, isConjuration, lifeOf, summon } from '../api';

/** Double Down: You may play this spell after a conjuration you control with a life value of 1 is destroyed as a result of an attack, spell, ability, or dice power an opponent controls. Place 2 copies of that conjuration onto your battlefield. */
export default defineCard({
  stub: 'double-down',
  reaction: {
    event: 'destroyed',
    // The unit has left play: its life value is read as it now stands in the conjuration pile,
    // its printed life (its alterations and lasting effects went with it).
    match: (q, e) =>
      e.controller === q.me &&
      e.by !== null &&
      e.by !== q.me &&
      isConjuration(q, e.card) &&
      lifeOf(q, e.card) === 1 &&
      canSummon(q, e.stub),
  },
  effect: [
    (g) => {
      const destroyed = eventOf(g, 'destroyed');
      if (!destroyed) return;
      summon(g, destroyed.stub);
      summon(g, destroyed.stub);
    },
  ],
});
