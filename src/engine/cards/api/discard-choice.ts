/**
 * "The opposing player discards a card of their choice from their hand, their spellboard or
 * the top of their draw pile": they pick the place among those the text names, then the card
 * (the top of the draw pile is discarded unseen). The Spawn of Shadowreck's Torment and
 * Ultimate III.
 */
import type { Run, Step } from '../../runner';
import { chooseCard, chooseOption } from './choices';
import { drawPileOf, handOf, opp, readySpellsOf } from './queries';
import { discardFromHand, discardFromPlay, discardTopOfDrawPile } from './verbs-zones';

export type DiscardPlace = 'hand' | 'spellboard' | 'deck';

/** The places' button texts. */
export const DISCARD_PLACES: Readonly<Record<DiscardPlace, string>> = {
  hand: 'Your hand',
  spellboard: 'Your spellboard',
  deck: 'The top of your draw pile',
};

function cardsAt(g: Run, place: DiscardPlace | null): string[] {
  if (place === 'hand') return handOf(g, opp(g));
  if (place === 'spellboard') return readySpellsOf(g, opp(g));
  return [];
}

/**
 * The steps of one such discard among `places` (each with its button text, from
 * `DISCARD_PLACES`); `key` keeps its answers apart from another one's in the same steps.
 */
export function opponentDiscardsOfTheirChoice<P extends DiscardPlace>(
  key: string,
  title: string,
  places: Readonly<Record<P, string>>,
): Step[] {
  const where = chooseOption<P>(`${key}From`, {
    title: `${title}: discard a card from`,
    options: places,
    only: (g, place) =>
      place === 'deck' ? drawPileOf(g, opp(g)).length > 0 : cardsAt(g, place).length > 0,
    by: (g) => opp(g),
  });
  const card = chooseCard(`${key}Card`, {
    title: `${title}: choose the card to discard`,
    from: (g) => cardsAt(g, where.of(g)),
    by: (g) => opp(g),
    targets: false,
  });
  return [
    where.ask,
    card.ask,
    (g) => {
      const place = where.of(g);
      if (place === 'deck') discardTopOfDrawPile(g, opp(g), 1);
      else if (place === 'hand') discardFromHand(g, card.of(g));
      else if (place === 'spellboard') discardFromPlay(g, card.of(g));
    },
  ];
}
