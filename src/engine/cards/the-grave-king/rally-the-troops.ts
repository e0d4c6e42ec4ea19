import {
  chooseCards,
  defineCard,
  isAlly,
  phoenixbornOf,
  removeWounds,
  returnUnitToHand,
  tokensOn,
  unitsOf,
} from '../api';

const troops = chooseCards('troops', {
  title: 'Rally the Troops: choose exhausted allies you control to place into their owner’s hand',
  from: (g) => unitsOf(g).filter((unit) => isAlly(g, unit) && tokensOn(g, unit).exhaustion > 0),
  count: { max: (g) => unitsOf(g).length },
});

/** Rally the Troops: Choose X allies you control with 1 or more exhaustion tokens on them and place them into their owner's hand. Remove X wound tokens from your Phoenixborn. */
export default defineCard({
  stub: 'rally-the-troops',
  effect: [
    troops.ask,
    (g) => {
      const chosen = troops.of(g) ?? [];
      for (const unit of chosen) returnUnitToHand(g, unit);
      removeWounds(g, phoenixbornOf(g), chosen.length);
    },
  ],
});
