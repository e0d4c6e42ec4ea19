import {
  attackOf,
  chooseCard,
  defineCard,
  exhaust,
  isExhausted,
  onAttached,
  opponentUnits,
} from '../api';

const target = chooseCard('target', {
  title:
    'Ice Adaptation: you may exhaust an unexhausted unit an opponent controls with attack 1 or less',
  from: (g) => opponentUnits(g).filter((u) => !isExhausted(g, u) && attackOf(g, u) <= 1),
  optional: true,
});

/**
 * Ice Adaptation: conjured alteration spell, +1 life (printed on the card). When attaching
 * this spell, you may place 1 exhaustion token on a target unexhausted unit an opponent
 * controls with an attack value of 1 or less.
 */
export default defineCard({
  stub: 'ice-adaptation',
  triggers: [onAttached('Ice Adaptation', [target.ask, (g) => void exhaust(g, target.of(g), 1)])],
});
