import { choosePlayer, defineCard, discardTopOfDrawPile, draw, mayChoose } from '../api';

const drawOne = mayChoose('draw', {
  title: "Heart's Pull: draw 1 card?",
  yes: 'Draw',
  no: "Don't draw",
});
const mill = mayChoose('mill', { title: 'Make a player discard the top card of their draw pile?' });
const player = choosePlayer('player', { title: 'Choose the player who discards' });

/** Saria Guideman: Heart's Pull: side, exhaust, 1 charm class: you may draw 1 card; if you do, you may choose a target player to discard 1 card off the top of their draw pile. */
export default defineCard({
  stub: 'saria-guideman',
  abilities: [
    {
      id: 'heartsPull',
      name: "Heart's Pull",
      cost: ['[[side]]', '[[exhaust]]', '1 [[charm:class]]'],
      steps: [
        drawOne.ask,
        (g) => {
          if (!drawOne.of(g) || draw(g, 1) === 0) return { end: true };
        },
        mill.ask,
        (g) => {
          if (!mill.of(g)) return { end: true };
        },
        player.ask,
        (g) => {
          const who = player.of(g);
          if (who) discardTopOfDrawPile(g, who, 1);
        },
      ],
    },
  ],
});
