import { attackOf, chooseCard, defineCard, exhaust, isAttacking, targetableUnits } from '../api';

const target = chooseCard('target', {
  title: 'Law of Fear: you may place 1 exhaustion token on a unit with an attack value of 0',
  from: (g) => targetableUnits(g, (unit) => attackOf(g, unit) === 0),
  optional: true,
});

/**
 * Law of Fear: When this spell comes into play, you may place 1 exhaustion token on a target
 * unit with an attack value of 0. While in battle, the attack value of all attacking units is
 * reduced by 1. * Bound: This card cannot be discarded from your spellboard when you
 * Meditate. * Fleeting: Discard this card at the end of this round.
 */
export default defineCard({
  stub: 'law-of-fear',
  keywords: { bound: 1, fleeting: 1 },
  triggers: [
    {
      name: 'Law of Fear',
      event: 'readySpellCameIntoPlay',
      match: (q, e) => e.card === q.self,
      steps: [target.ask, (g) => exhaust(g, target.of(g), 1)],
    },
  ],
  statics: [
    {
      name: 'Law of Fear',
      appliesTo: (q, card) => isAttacking(q, card),
      add: { attack: -1 },
    },
  ],
});
