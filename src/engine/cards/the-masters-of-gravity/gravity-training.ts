import {
  attachConjuredAlteration,
  chooseCard,
  defineCard,
  inConjurationPile,
  isExhausted,
  unitsOf,
} from '../api';
import type { Scope } from '../api';

function exhaustedUnits(s: Scope): string[] {
  return unitsOf(s).filter((unit) => isExhausted(s, unit));
}

const target = chooseCard('target', {
  title: 'Gravity Training: choose an exhausted unit you control to attach Enhanced Strength to',
  from: (g) => exhaustedUnits(g),
});

/**
 * Gravity Training: main or side, exhaust, 1 divine class or 1 sympathy class: Attach an
 * Enhanced Strength conjured alteration spell to a target exhausted unit you control.
 */
export default defineCard({
  stub: 'gravity-training',
  abilities: [
    {
      id: 'gravityTraining',
      name: 'Gravity Training',
      cost: [
        ['[[main]]', '[[side]]'],
        '[[exhaust]]',
        ['1 [[divine:class]]', '1 [[sympathy:class]]'],
      ],
      usable: (q) => inConjurationPile(q, 'enhanced-strength') && exhaustedUnits(q).length > 0,
      steps: [
        target.ask,
        (g) => void attachConjuredAlteration(g, 'enhanced-strength', target.of(g)),
      ],
    },
  ],
});
