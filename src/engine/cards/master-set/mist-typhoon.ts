import { dealDamage, defineCard, mayDraw, opponentsOf, unitsOf } from '../api';

/** Mist Typhoon: Deal 1 damage to all opponent's units. You may draw 1 card. */
export default defineCard({
  stub: 'mist-typhoon',
  effect: [
    (g) => {
      for (const p of opponentsOf(g)) for (const unit of unitsOf(g, p)) dealDamage(g, unit, 1);
    },
    ...mayDraw('draw', 1),
  ],
});
