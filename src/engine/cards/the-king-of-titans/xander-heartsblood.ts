import { chooseCard, defineCard, discardPileOf, isAlly, returnToHand } from '../api';
import type { Scope } from '../api';

function alliesInDiscard(s: Scope): string[] {
  return discardPileOf(s).filter((card) => isAlly(s, card));
}

const ally = chooseCard('ally', {
  title: 'Xander Heartsblood, Reincarnate: choose an ally of your discard pile',
  from: (g) => alliesInDiscard(g),
});

/** Xander Heartsblood: Reincarnate: side, exhaust, 1 divine class: Search your discard pile for an ally and place it into your hand. */
export default defineCard({
  stub: 'xander-heartsblood',
  abilities: [
    {
      id: 'reincarnate',
      name: 'Reincarnate',
      cost: ['[[side]]', '[[exhaust]]', '1 [[divine:class]]'],
      usable: (q) => alliesInDiscard(q).length > 0,
      steps: [ally.ask, (g) => returnToHand(g, ally.of(g))],
    },
  ],
});
