import {
  chooseCard,
  chooseOpponent,
  chooseShownCard,
  defineCard,
  drawPileOf,
  onComesIntoPlay,
  placeOnBottomOfDrawPileFrom,
  placeOnTopOfDrawPile,
  readySpellsOf,
  rememberCards,
  removeExhaustion,
  tokensOn,
} from '../api';
import type { Run } from '../api';

const opponent = chooseOpponent('opponent', {
  title: 'Omen Bringer, Forewarn 2: you may look at the top 2 cards of an opponent’s draw pile',
  optional: true,
});
const seen = rememberCards('seen');

/** The cards looked at that are not yet placed on the bottom. */
function notOnBottom(g: Run): string[] {
  const bottom = [firstBottom.of(g), secondBottom.of(g)];
  return (seen.of(g) ?? []).filter((card) => !bottom.includes(card));
}

// The cards are shown in the looker's prompts alone.
const firstBottom = chooseShownCard('firstBottom', {
  title: 'Omen Bringer, Forewarn 2: choose a card to place on the bottom of the draw pile, or Skip',
  from: (g) => seen.of(g) ?? [],
  optional: true,
});
const secondBottom = chooseShownCard('secondBottom', {
  title: 'Omen Bringer, Forewarn 2: choose another card to place on the bottom, or Skip',
  from: (g) => (firstBottom.of(g) === null ? [] : notOnBottom(g)),
  optional: true,
});
const topmost = chooseShownCard('topmost', {
  title: 'Omen Bringer, Forewarn 2: choose the card to place on top of the draw pile',
  from: (g) => (notOnBottom(g).length > 1 ? notOnBottom(g) : []),
});

const hastened = chooseCard('hastened', {
  title: 'Omen Bringer, Hasten: you may remove 1 exhaustion token from a ready spell you control',
  from: (g) => readySpellsOf(g).filter((spell) => tokensOn(g, spell).exhaustion > 0),
  optional: true,
});

/**
 * Omen Bringer: Forewarn 2: When this unit comes into play, you may look at the top 2 cards of
 * a target opponent's draw pile. Place each card on the top or bottom of that player's draw
 * pile. Hasten: When this unit is declared as an attacker, if it has 1 or more status tokens on
 * it, you may remove 1 exhaustion token from a ready spell you control.
 */
export default defineCard({
  stub: 'omen-bringer',
  triggers: [
    onComesIntoPlay('Forewarn 2', [
      opponent.ask,
      (g) => {
        const whose = opponent.of(g);
        if (whose === null) return { end: true };
        seen.set(g, drawPileOf(g, whose).slice(0, 2));
      },
      firstBottom.ask,
      secondBottom.ask,
      topmost.ask,
      (g) => {
        const whose = opponent.of(g);
        if (whose === null) return;
        const top = topmost.of(g);
        const onTop = notOnBottom(g);
        placeOnTopOfDrawPile(g, whose, top ? [top, ...onTop.filter((c) => c !== top)] : onTop);
        const bottom = [firstBottom.of(g), secondBottom.of(g)].filter(
          (card): card is string => card !== null,
        );
        placeOnBottomOfDrawPileFrom(g, whose, bottom);
      },
    ]),
    {
      name: 'Hasten',
      event: 'attackersDeclared',
      match: (q, e) => e.card === q.self && tokensOn(q, q.self).status > 0,
      steps: [hastened.ask, (g) => void removeExhaustion(g, hastened.of(g), 1)],
    },
  ],
});
