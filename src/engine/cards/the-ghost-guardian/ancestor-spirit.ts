import {
  chooseCard,
  defineCard,
  draw,
  drawPileOf,
  handOf,
  mayChoose,
  onComesIntoPlay,
  placeOnBottomOfDrawPile,
} from '../api';

const wants = mayChoose('draw', {
  title: 'Ancestor Spirit, Guidance: draw 1 card?',
  yes: 'Draw',
  no: "Don't draw",
  when: (g) => drawPileOf(g).length > 0,
});

const bottom = chooseCard('bottom', {
  title:
    'Ancestor Spirit, Guidance: choose a card of your hand to place on the bottom of your draw pile',
  from: (g) => handOf(g),
});

/** Ancestor Spirit: Guidance: When this unit comes into play, you may draw 1 card. If you do, place 1 card from your hand on the bottom of your draw pile. */
export default defineCard({
  stub: 'ancestor-spirit',
  triggers: [
    onComesIntoPlay('Guidance', [
      wants.ask,
      (g) => {
        if (!wants.of(g) || draw(g, 1) === 0) return { end: true };
      },
      bottom.ask,
      (g) => placeOnBottomOfDrawPile(g, bottom.of(g)),
    ]),
  ],
});
