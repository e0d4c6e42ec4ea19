import { registerCard } from '../registry';
import { choosePlayer, draw } from '../helpers';
import { button, choice } from '../../decisions';
import { discardTopOfDeck } from '../../ops';
import type { PlayerId } from '../../state';
/** Saria Guideman: Heart's Pull: side, exhaust, 1 charm class: you may draw 1 card; if you do, you may choose a target player to discard 1 card off the top of their draw pile. */
export default registerCard({
  stub: 'saria-guideman',
  abilities: [
    {
      id: 'heartsPull',
      name: "Heart's Pull",
      cost: ['[[side]]', '[[exhaust]]', '1 [[charm:class]]'],
      steps: [
        (g) => {
          if (g.ctx.draw !== undefined) return;
          return choice('draw', "Heart's Pull: draw 1 card?", [
            button('yes', 'Draw'),
            button('no', "Don't draw"),
          ]);
        },
        (g) => {
          if (g.ctx.draw !== 'yes') return { end: true };
          g.ctx.drawn = draw(g, 1);
          if (g.ctx.drawn === 0) return { end: true };
        },
        (g) => {
          if (g.ctx.mill !== undefined) return;
          return choice('mill', 'Make a player discard the top card of their draw pile?', [
            button('yes', 'Yes'),
            button('no', 'No'),
          ]);
        },
        (g) => {
          if (g.ctx.mill !== 'yes') return { end: true };
        },
        choosePlayer('player', 'Choose the player who discards'),
        (g) => {
          discardTopOfDeck(g.state, g.context, g.ctx.player as PlayerId, 1);
        },
      ],
    },
  ],
});
