import {
  changeDice,
  chooseCard,
  chooseOption,
  defineCard,
  draw,
  handOf,
  mayChoose,
  placeOnDrawPile,
} from '../api';
import type { Step } from '../api';

const wantsToDraw = mayChoose('draw', {
  title: 'Changing Winds: draw 2 cards, then place 2 cards of your hand on your draw pile?',
  yes: 'Draw 2',
  no: "Don't draw",
  when: (g) => g.state.players[g.me].deck.length > 0,
});

/** "Choose 2 cards in your hand and place each one on the top or bottom of your draw pile": one card at a time. */
function placeOneCard(n: number): Step[] {
  const card = chooseCard(`card${n}`, {
    title: `Changing Winds: choose a card of your hand to place on your draw pile (${n} of 2)`,
    from: (g) => (wantsToDraw.of(g) ? handOf(g) : []),
  });
  const end = chooseOption(`end${n}`, {
    title: 'Changing Winds: place it on the top or bottom of your draw pile?',
    options: { top: 'Top', bottom: 'Bottom' },
    when: (g) => card.of(g) !== null,
  });
  return [
    card.ask,
    end.ask,
    (g) => {
      const where = end.of(g);
      if (where !== null) placeOnDrawPile(g, card.of(g), where);
    },
  ];
}

/**
 * Changing Winds: When this spell comes into play, you may draw 2 cards. If you do, choose 2
 * cards in your hand and place each one on the top or bottom of your draw pile.
 * side, exhaust: Draw 1 card. Change 1 die in your active pool to a side of your choice.
 */
export default defineCard({
  stub: 'changing-winds',
  triggers: [
    {
      name: 'Changing Winds',
      event: 'readySpellCameIntoPlay',
      match: (q, e) => e.card === q.self,
      steps: [
        wantsToDraw.ask,
        (g) => {
          if (wantsToDraw.of(g)) draw(g, 2);
        },
        ...placeOneCard(1),
        ...placeOneCard(2),
      ],
    },
  ],
  abilities: [
    {
      id: 'changingWinds',
      name: 'Changing Winds',
      cost: ['[[side]]', '[[exhaust]]'],
      steps: [(g) => void draw(g, 1), changeDice(1)],
    },
  ],
});
