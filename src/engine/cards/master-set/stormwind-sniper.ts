import {
  chooseCard,
  dealDamage,
  defineCard,
  onComesIntoPlay,
  targetablePhoenixborns,
} from '../api';

const target = chooseCard('target', {
  title: 'Ambush 1: you may deal 1 damage to a Phoenixborn',
  from: (g) => targetablePhoenixborns(g),
  optional: true,
});

/** Stormwind Sniper: Ambush 1: when this unit comes into play, you may deal 1 damage to a target Phoenixborn. Concealed. */
export default defineCard({
  stub: 'stormwind-sniper',
  keywords: { concealed: 1 },
  triggers: [
    onComesIntoPlay('Ambush 1', [
      target.ask,
      (g) => {
        dealDamage(g, target.of(g), 1);
      },
    ]),
  ],
});
