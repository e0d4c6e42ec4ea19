import {
  chooseCard,
  dealDamage,
  defineCard,
  isExhausted,
  onComesIntoPlay,
  targetableUnits,
} from '../api';

const target = chooseCard('target', {
  title: 'Nightmare 1: you may deal 1 damage to an exhausted unit',
  from: (g) => targetableUnits(g, (u) => isExhausted(g, u)),
  optional: true,
});

/** False Demon: Nightmare 1: when this unit comes into play, you may deal 1 damage to a target exhausted unit. */
export default defineCard({
  stub: 'false-demon',
  triggers: [
    onComesIntoPlay('Nightmare 1', [
      target.ask,
      (g) => {
        dealDamage(g, target.of(g), 1);
      },
    ]),
  ],
});
