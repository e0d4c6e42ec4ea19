import {
  alliesYouControl,
  chooseCard,
  defineCard,
  destroy,
  inPlay,
  isConjuration,
  opponentUnits,
  returnUnitToHand,
} from '../api';

const ally = chooseCard('ally', {
  title: 'Purify: choose an ally you control to place into your hand',
  from: alliesYouControl,
});
const conjuration = chooseCard('conjuration', {
  title: 'Purify: choose a conjuration an opponent controls to destroy',
  from: (g) => opponentUnits(g).filter((u) => isConjuration(g, u)),
});

/** Purify: Choose a target ally you control and place it into your hand. If you do, destroy a target conjuration an opponent controls. */
export default defineCard({
  stub: 'purify',
  playable: (q) => alliesYouControl(q).length > 0,
  effect: [
    ally.ask,
    (g) => {
      const chosen = ally.of(g);
      returnUnitToHand(g, chosen);
      // "If you do": it left the battlefield for the hand.
      if (chosen === null || inPlay(g, chosen)) return { end: true };
    },
    conjuration.ask,
    (g) => void destroy(g, conjuration.of(g)),
  ],
});
