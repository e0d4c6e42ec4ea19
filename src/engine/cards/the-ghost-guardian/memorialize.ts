import {
  chooseCard,
  defineCard,
  discardPileOf,
  isSpell,
  placeOnBottomOfDrawPile,
  placeStatus,
  removeStatus,
  self,
  tokensOn,
} from '../api';
import type { Scope } from '../api';

function spellsInDiscard(s: Scope): string[] {
  return discardPileOf(s).filter((card) => isSpell(s, card));
}

const spell = chooseCard('spell', {
  title:
    'Memorialize: choose a spell of your discard pile to place on the bottom of your draw pile',
  from: (g) => spellsInDiscard(g),
});

/** Memorialize: After an ally you control is destroyed, place 1 status token on this spell if it has no status tokens on it. side, exhaust: Remove 1 status token from this spell to search your discard pile for a spell and place that spell on the bottom of your draw pile. */
export default defineCard({
  stub: 'memorialize',
  triggers: [
    {
      name: 'Memorialize',
      event: 'destroyed',
      match: (q, e) => e.wasAlly && e.controller === q.me && tokensOn(q, q.self).status === 0,
      steps: [(g) => placeStatus(g, self(g), 1)],
    },
  ],
  abilities: [
    {
      id: 'memorialize',
      name: 'Memorialize',
      cost: ['[[side]]', '[[exhaust]]'],
      usable: (q) => tokensOn(q, q.self).status > 0 && spellsInDiscard(q).length > 0,
      steps: [
        (g) => {
          if (removeStatus(g, self(g), 1) === 0) return { end: true };
        },
        spell.ask,
        (g) => placeOnBottomOfDrawPile(g, spell.of(g)),
      ],
    },
  ],
});
