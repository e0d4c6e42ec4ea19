import {
  alliesYouControl,
  chooseCard,
  defineCard,
  inPlay,
  mayDraw,
  returnUnitToHand,
  summon,
} from '../api';

const ally = chooseCard('ally', {
  title: "Summon Spectral Assassin: choose an ally you control to place into its owner's hand",
  from: alliesYouControl,
});

/** Summon Spectral Assassin: Choose a target ally you control and place it into its owner's hand. If you do, place a Spectral Assassin conjuration onto your battlefield. You may draw 1 card. */
export default defineCard({
  stub: 'summon-spectral-assassin',
  playable: (q) => alliesYouControl(q).length > 0,
  effect: [
    ally.ask,
    (g) => {
      const chosen = ally.of(g);
      returnUnitToHand(g, chosen);
      // "If you do": it left the battlefield for its owner's hand.
      if (chosen !== null && !inPlay(g, chosen)) summon(g, 'spectral-assassin');
    },
    ...mayDraw('draw', 1),
  ],
});
