import { registerCard } from '../registry';
import { conjureOnto, hasConjuration } from '../helpers';
import { choice, dieOptions, button } from '../../decisions';
import { activeDice } from '../../ops';
/** Summon Mist Spirit: main, exhaust, 1 illusion class: place a Mist Spirit onto your battlefield. You may spend an additional 1 basic to place another. */
export default registerCard({
  stub: 'summon-mist-spirit',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Mist Spirit',
      cost: ['[[main]]', '[[exhaust]]', '1 [[illusion:class]]'],
      usable: (q) => hasConjuration(q, 'mist-spirit'),
      steps: [
        (g) => {
          conjureOnto(g, 'mist-spirit');
        },
        // The extra spirit's 1 basic is offered here, once the first is placed.
        (g) => {
          if (g.ctx.extra !== undefined) return;
          const q = { state: g.state, context: g.context, me: g.me, self: g.frame.source ?? '' };
          if (!hasConjuration(q, 'mist-spirit') || activeDice(g.state, g.me).length === 0)
            return { end: true };
          return choice('extra', 'Spend 1 basic for another Mist Spirit?', [
            ...dieOptions(activeDice(g.state, g.me).map((d) => d.uuid)),
            button('no', 'No'),
          ]);
        },
        (g) => {
          const die = g.state.dice[String(g.ctx.extra)];
          if (!die) return;
          die.location = 'exhausted';
          g.state.players[g.me].stats.diceSpent += 1;
          conjureOnto(g, 'mist-spirit');
        },
      ],
    },
  ],
});
