import { attackOf, chooseCard, dealUnpreventableDamage, defineCard, opp, unitsOf } from '../api';

const theirs = chooseCard('theirs', {
  title: 'Law of Domination: choose a unit you control to deal and receive damage',
  // "Choose an opponent": the opponent of a two-sided game.
  from: (g) => unitsOf(g, opp(g)),
  by: (g) => opp(g),
});

const mine = chooseCard('mine', {
  title: 'Law of Domination: choose a unit you control to deal and receive damage',
  from: (g) => (theirs.of(g) ? unitsOf(g) : []),
});

/** Law of Domination: When this spell comes into play, choose an opponent to choose a unit they control. Then, choose a unit you control. Those units deal damage to each other equal to their attack value. This damage, and damage from attacking or countering, cannot be prevented. Bound: This card cannot be discarded from your spellboard when you Meditate (inexhaustible). Fleeting: Discard this card at the end of this round (inexhaustible). */
export default defineCard({
  stub: 'law-of-domination',
  keywords: { bound: 1, fleeting: 1 },
  combatDamageUnpreventable: true,
  triggers: [
    {
      name: 'Law of Domination',
      event: 'readySpellCameIntoPlay',
      match: (q, e) => e.card === q.self,
      steps: [
        theirs.ask,
        mine.ask,
        (g) => {
          const a = theirs.of(g);
          const b = mine.of(g);
          if (!a || !b) return;
          // Each deals damage equal to its attack value as the damage is dealt: at the same time.
          const fromA = attackOf(g, a);
          const fromB = attackOf(g, b);
          dealUnpreventableDamage(g, b, fromA);
          dealUnpreventableDamage(g, a, fromB);
        },
      ],
    },
  ],
});
