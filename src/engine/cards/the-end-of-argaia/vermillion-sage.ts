import {
  arrangeDrawPile,
  chooseCard,
  chooseShownCard,
  defineCard,
  draw,
  drawPileOf,
  onComesIntoPlay,
  onDestroyed,
  placeStatus,
  targetableUnits,
} from '../api';

// Shown to its owner alone; the log says only whether it went to the top or the bottom.
const bottom = chooseShownCard('bottom', {
  title:
    'Vermillion Sage, Study 1: choose the top card of your draw pile to place it on the bottom (Skip: it stays on top)',
  from: (g) => drawPileOf(g).slice(0, 1),
  optional: true,
});

const inheritor = chooseCard('inheritor', {
  title: 'Vermillion Sage, Inheritance 1: you may place a status token on a unit',
  from: (g) => targetableUnits(g),
  optional: true,
});

/**
 * Vermillion Sage: Study 1: When this unit comes into play, look at the top card of your draw
 * pile and place it on the top or bottom of your draw pile. Then, draw 1 card. * Inheritance 1:
 * When this unit is destroyed, you may place 1 status token on a target unit.
 */
export default defineCard({
  stub: 'vermillion-sage',
  triggers: [
    onComesIntoPlay('Study 1', [
      bottom.ask,
      (g) => {
        const looked = drawPileOf(g).slice(0, 1);
        const under = bottom.of(g);
        if (looked.length > 0) arrangeDrawPile(g, under ? [] : looked, under ? [under] : []);
      },
      (g) => void draw(g, 1),
    ]),
    onDestroyed('Inheritance 1', [inheritor.ask, (g) => placeStatus(g, inheritor.of(g), 1)]),
  ],
});
