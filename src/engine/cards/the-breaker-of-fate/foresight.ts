import {
  choosePlayer,
  chooseShownCard,
  defineCard,
  draw,
  drawPileOf,
  mayChoose,
  placeOnBottomOfDrawPileFrom,
  players,
} from '../api';

const extra = mayChoose('extra', {
  title: 'Foresight: draw 1 additional card?',
  yes: 'Draw 1',
  no: "Don't draw",
});

const whose = choosePlayer('whose', {
  title: "Foresight: choose a player to look at the top 2 cards of that player's draw pile",
  only: (g, player) => drawPileOf(g, player).length > 0,
});

// Shown to the looker alone; only how many cards moved reaches the log.
const bottom = chooseShownCard('bottom', {
  title: 'Foresight: choose the card to place on the bottom (the other stays on top)',
  from: (g) => {
    const player = whose.of(g);
    return player ? drawPileOf(g, player).slice(0, 2) : [];
  },
});

/**
 * Foresight: During the draw cards step, you may draw 1 additional card. main - exhaust: Look
 * at the top 2 cards of a target player's draw pile. Place 1 of those cards on the bottom of
 * that draw pile, and place the other card on the top of that draw pile.
 */
export default defineCard({
  stub: 'foresight',
  triggers: [
    {
      name: 'Foresight',
      event: 'drawStep',
      match: (q) => drawPileOf(q).length > 0,
      steps: [
        extra.ask,
        (g) => {
          if (extra.of(g)) draw(g, 1);
        },
      ],
    },
  ],
  abilities: [
    {
      id: 'foresight',
      name: 'Foresight',
      cost: ['[[main]]', '[[exhaust]]'],
      usable: (q) => players(q).some((player) => drawPileOf(q, player).length > 0),
      steps: [
        whose.ask,
        bottom.ask,
        (g) => {
          const player = whose.of(g);
          const card = bottom.of(g);
          if (player && card) placeOnBottomOfDrawPileFrom(g, player, [card]);
        },
      ],
    },
  ],
});
