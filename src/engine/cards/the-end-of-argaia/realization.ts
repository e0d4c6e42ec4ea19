import {
  defineCard,
  discardPileOf,
  draw,
  drawPileOf,
  mayChoose,
  rememberCards,
  removeFromGame,
  returnToHand,
  revealRandom,
} from '../api';

const extra = mayChoose('extra', {
  title: 'Realization: draw 1 additional card?',
  yes: 'Draw 1',
  no: "Don't draw",
});

const removed = rememberCards('removed');
const found = rememberCards('found');

/**
 * Realization: During the draw cards step, you may draw 1 additional card. side - exhaust: If
 * your draw pile is empty, shuffle your discard pile, reveal 1 random card from it, and remove
 * it from the game. Then, reveal another random card from it and add it to your hand.
 */
export default defineCard({
  stub: 'realization',
  triggers: [
    {
      name: 'Realization',
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
      id: 'realization',
      name: 'Realization',
      cost: ['[[side]]', '[[exhaust]]'],
      usable: (q) => drawPileOf(q).length === 0 && discardPileOf(q).length > 0,
      // The discard pile is open to all: a random card of it is as good as one of it shuffled.
      steps: [
        revealRandom('reveal1', {
          from: (g) => discardPileOf(g),
          title: (name) => `Realization: ${name} is removed from the game`,
          remember: removed,
        }),
        (g) => {
          for (const card of removed.of(g) ?? []) removeFromGame(g, card);
        },
        revealRandom('reveal2', {
          from: (g) => discardPileOf(g),
          title: (name) => `Realization: ${name} is added to your hand`,
          remember: found,
        }),
        (g) => {
          for (const card of found.of(g) ?? []) returnToHand(g, card);
        },
      ],
    },
  ],
});
