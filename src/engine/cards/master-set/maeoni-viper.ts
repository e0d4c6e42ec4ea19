import { registerCard } from '../registry';
import {
  attackOf,
  chooseCard,
  ctxId,
  damage,
  targetUnit,
  targetableUnits,
  unexhaustedOwnUnits,
} from '../helpers';
/** Maeoni Viper: Command Strike: side, exhaust, 2 basic: choose an unexhausted unit you control; deal damage equal to its attack value to a target unit. */
export default registerCard({
  stub: 'maeoni-viper',
  abilities: [
    {
      id: 'commandStrike',
      name: 'Command Strike',
      cost: ['[[side]]', '[[exhaust]]', '2 [[basic]]'],
      usable: (q) => unexhaustedOwnUnits(q).length > 0 && targetableUnits(q.state, q.me).length > 0,
      steps: [
        chooseCard('chosen', 'Command Strike: choose an unexhausted unit you control', (g) =>
          unexhaustedOwnUnits({ state: g.state, context: g.context, me: g.me, self: '' }),
        ),
        targetUnit('target', 'Command Strike: choose a target unit'),
        (g) => {
          const chosen = ctxId(g, 'chosen');
          if (chosen) damage(g, ctxId(g, 'target'), attackOf(g, chosen));
        },
      ],
    },
  ],
});
