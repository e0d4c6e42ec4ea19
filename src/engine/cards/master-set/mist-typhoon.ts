import { registerCard } from '../registry';
import { damage, mayDraw, opp } from '../helpers';
/** Mist Typhoon: Deal 1 damage to all opponent's units. You may draw 1 card. */
export default registerCard({
  stub: 'mist-typhoon',
  effect: [
    (g) => {
      for (const unit of [...g.state.players[opp(g)].battlefield]) damage(g, unit, 1);
    },
    ...mayDraw('draw', 1),
  ],
});
