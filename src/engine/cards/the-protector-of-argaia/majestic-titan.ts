import {
  alterationsInPlay,
  chooseCard,
  defineCard,
  discardFromPlay,
  readySpellsOf,
  removeAllExhaustion,
  self,
  stubOf,
} from '../api';
import type { Scope } from '../api';

/** The copies of Summon Majestic Titan on this player's spellboard (Renew discards one). */
function summonsOnSpellboard(s: Scope): string[] {
  return readySpellsOf(s).filter((spell) => stubOf(s, spell) === 'summon-majestic-titan');
}

// Asked only when there is a choice: copies differ only by their exhaustion tokens.
const copy = chooseCard('copy', {
  title: 'Renew: choose a copy of Summon Majestic Titan to discard',
  from: (g) => (summonsOnSpellboard(g).length > 1 ? summonsOnSpellboard(g) : []),
});

/**
 * Majestic Titan: Gigantic 1: This unit cannot be blocked or guarded against by units with a
 * life value of 1 or less. * Renew: main - 1 basic: Discard a copy of Summon Majestic Titan
 * from your spellboard to remove all exhaustion tokens and discard all alteration spells from
 * this unit.
 */
export default defineCard({
  stub: 'majestic-titan',
  keywords: { gigantic: 1 },
  abilities: [
    {
      id: 'renew',
      name: 'Renew',
      cost: ['[[main]]', '1 [[basic]]'],
      inexhaustible: true,
      usable: (q) => summonsOnSpellboard(q).length > 0,
      steps: [
        copy.ask,
        (g) => {
          const summon = copy.of(g) ?? summonsOnSpellboard(g)[0];
          if (summon === undefined) return { end: true };
          discardFromPlay(g, summon);
          return undefined;
        },
        (g) => {
          const titan = self(g);
          removeAllExhaustion(g, titan);
          for (const { card, host } of alterationsInPlay(g))
            if (host === titan) discardFromPlay(g, card);
        },
      ],
    },
  ],
});
