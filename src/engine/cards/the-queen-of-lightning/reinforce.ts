import {
  canPlayNowWithoutActions,
  chooseShownCard,
  defineCard,
  drawPileOf,
  isAlly,
  isAlterationSpell,
  mayChoose,
  playNowWithoutActions,
  rememberCards,
  revealIntoHand,
  shuffleDrawPile,
} from '../api';

// The top 5 are seen by their owner alone; only an ally or alteration spell may be revealed.
const found = chooseShownCard('found', {
  title: 'Reinforce: you may reveal an ally or alteration spell of your top 5 cards',
  from: (g) =>
    drawPileOf(g)
      .slice(0, 5)
      .filter((card) => isAlly(g, card) || isAlterationSpell(g, card)),
  optional: true,
});
const revealed = rememberCards('revealed');
const playNow = mayChoose('playNow', {
  title: 'Reinforce: play the revealed card now, without paying its main or side action cost?',
  when: (g) => canPlayNowWithoutActions(g, revealed.of(g)?.[0] ?? null),
});

/**
 * Reinforce: main - exhaust: Look at the top 5 cards of your draw pile. You may reveal an ally
 * or alteration spell and place it into your hand. Shuffle your draw pile. You may immediately
 * play the revealed card, without paying any main or side action costs.
 */
export default defineCard({
  stub: 'reinforce',
  abilities: [
    {
      id: 'reinforce',
      name: 'Reinforce',
      cost: ['[[main]]', '[[exhaust]]'],
      steps: [
        found.ask,
        (g) => {
          const inHand = revealIntoHand(g, found.of(g));
          revealed.set(g, inHand ? [inHand] : []);
          shuffleDrawPile(g);
        },
        playNow.ask,
        (g) => {
          if (playNow.of(g)) playNowWithoutActions(g, revealed.of(g)?.[0] ?? null);
        },
      ],
    },
  ],
});
