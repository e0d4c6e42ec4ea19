import {
  chimeraPhase,
  dealDamage,
  defineAspect,
  discardTopOfDrawPile,
  opp,
  phoenixbornOf,
} from '../api';

/**
 * Devour (aspect): After this aspect destroys a unit while attacking, the opposing player
 * discards as many cards from the top of their draw pile as the current phase; their
 * Phoenixborn takes 1 damage for each card they could not discard.
 */
export default defineAspect({
  stub: 'devour',
  triggers: [
    {
      name: 'Devour',
      event: 'unitDestroyedByAttack',
      match: (q, e) => e.attacker === q.self,
      steps: [
        (g) => {
          const wanted = chimeraPhase(g);
          const short = wanted - discardTopOfDrawPile(g, opp(g), wanted);
          // One damage per missing card, each dealt on its own.
          for (let i = 0; i < short; i++) dealDamage(g, phoenixbornOf(g, opp(g)), 1);
        },
      ],
    },
  ],
});
