import { registerCard } from '../registry';
import { choosePlayer } from '../helpers';
import { focusOf } from '../../cardinfo';
import { button, choice, dieOptions } from '../../decisions';
import { activeDice, discardTopOfDeck } from '../../ops';
import type { PlayerId } from '../../state';
/** Purge: main, exhaust, 1 charm class: choose a target player to discard 1 card off the top of their draw pile. Focus 1: you may pay 1 basic to have them discard 1 more. */
export default registerCard({
  stub: 'purge',
  abilities: [
    {
      id: 'purge',
      name: 'Purge',
      cost: ['[[main]]', '[[exhaust]]', '1 [[charm:class]]'],
      steps: [
        choosePlayer('player', 'Purge: choose a player'),
        (g) => {
          discardTopOfDeck(g.state, g.context, g.ctx.player as PlayerId, 1);
          if (focusOf(g.state, g.frame.source ?? '') < 1 || activeDice(g.state, g.me).length === 0)
            return { end: true };
        },
        (g) => {
          if (g.ctx.extra !== undefined) return;
          return choice('extra', 'Pay 1 basic to discard 1 more?', [
            ...dieOptions(activeDice(g.state, g.me).map((d) => d.uuid)),
            button('no', 'No'),
          ]);
        },
        (g) => {
          const die = g.state.dice[String(g.ctx.extra)];
          if (!die) return;
          die.location = 'exhausted';
          g.state.players[g.me].stats.diceSpent += 1;
          discardTopOfDeck(g.state, g.context, g.ctx.player as PlayerId, 1);
        },
      ],
    },
  ],
});
