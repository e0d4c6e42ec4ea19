import {
  alterationsInPlay,
  chooseCard,
  chooseOption,
  defineCard,
  discardFromPlay,
  discardPileOf,
  isAlterationSpell,
  onComesIntoPlay,
  returnToHand,
  targetableCards,
  unitsOf,
} from '../api';
import type { Scope } from '../api';

function alterationsInDiscard(s: Scope): string[] {
  return discardPileOf(s).filter((card) => isAlterationSpell(s, card));
}

/** Alteration spells attached to units you control that this ability may target. */
function alterationsOnMyUnits(s: Scope): string[] {
  const mine = unitsOf(s);
  return targetableCards(
    s,
    alterationsInPlay(s)
      .filter((a) => mine.includes(a.host))
      .map((a) => a.card),
  );
}

const which = chooseOption('which', {
  title: 'Give and Take: you may take an alteration spell from your discard pile, or discard one',
  options: {
    search: 'Search discard pile',
    discard: 'Discard an alteration',
    none: 'Neither',
  },
  only: (g, choice) =>
    choice === 'none' ||
    (choice === 'search' ? alterationsInDiscard(g).length > 0 : alterationsOnMyUnits(g).length > 0),
});
const found = chooseCard('found', {
  title: 'Give and Take: choose an alteration spell of your discard pile to place into your hand',
  from: (g) => (which.of(g) === 'search' ? alterationsInDiscard(g) : []),
});
const discarded = chooseCard('discarded', {
  title: 'Give and Take: choose an alteration spell attached to a unit you control to discard',
  from: (g) => (which.of(g) === 'discard' ? alterationsOnMyUnits(g) : []),
});

/**
 * Polarity Mage: Give and Take: When this unit comes into play, you may search your discard
 * pile for an alteration spell and place it into your hand, or discard a target alteration
 * spell attached to a unit you control.
 */
export default defineCard({
  stub: 'polarity-mage',
  triggers: [
    onComesIntoPlay('Give and Take', [
      which.ask,
      found.ask,
      (g) => returnToHand(g, found.of(g)),
      discarded.ask,
      (g) => discardFromPlay(g, discarded.of(g)),
    ]),
  ],
});
