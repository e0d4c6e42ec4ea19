import { registerCard } from '../registry';
import {
  attackOf,
  button,
  choice,
  chooseCard,
  ctxId,
  damage,
  exhaustTokens,
  targetUnit,
  targetableUnits,
  unexhaustedOwnUnits,
  wound,
} from '../helpers';
/** Close Combat: Choose an unexhausted unit you control. Deal damage to another target unit equal to the chosen unit's attack value. Then place 1 wound token or 1 exhaustion token on the chosen unit. */
export default registerCard({
  stub: 'close-combat',
  playable: (q) => unexhaustedOwnUnits(q).length > 0 && targetableUnits(q.state, q.me).length > 1,
  effect: [
    chooseCard('chosen', 'Close Combat: choose an unexhausted unit you control', (g) =>
      unexhaustedOwnUnits({ state: g.state, context: g.context, me: g.me, self: '' }),
    ),
    targetUnit(
      'target',
      'Close Combat: choose another unit to damage',
      (g, u) => u !== g.ctx.chosen,
    ),
    (g) => {
      const chosen = ctxId(g, 'chosen');
      if (chosen) damage(g, ctxId(g, 'target'), attackOf(g, chosen));
    },
    (g) => {
      const chosen = ctxId(g, 'chosen');
      if (!chosen || g.state.cards[chosen]?.zone !== 'battlefield') return;
      const how = g.ctx.token;
      if (how === 'wound') wound(g, chosen, 1);
      else if (how === 'exhaustion') exhaustTokens(g, chosen, 1);
      else
        return choice('token', 'Place a wound or an exhaustion token on the chosen unit', [
          button('wound', 'Wound'),
          button('exhaustion', 'Exhaustion'),
        ]);
    },
  ],
});
