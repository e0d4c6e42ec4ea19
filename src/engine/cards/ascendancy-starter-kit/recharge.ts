import { chargedCardsOf, chooseCard, defineCard, removeExhaustion, removeWounds } from '../api';

const target = chooseCard('target', {
  title: 'Recharge: choose a charged card you control',
  from: (g) => chargedCardsOf(g),
});

/** Recharge: Remove 1 exhaustion token and 2 wound tokens from a charged card you control. */
export default defineCard({
  stub: 'recharge',
  playable: (q) => chargedCardsOf(q).length > 0,
  effect: [
    target.ask,
    (g) => {
      removeExhaustion(g, target.of(g), 1);
      removeWounds(g, target.of(g), 2);
    },
  ],
});
