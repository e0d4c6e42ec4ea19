import {
  cardsUnderneath,
  chooseCard,
  chooseShownCard,
  defineCard,
  hasRoomOn,
  isExhausted,
  placeOntoBattlefieldFromUnderneath,
  placeStatus,
  placeUnderneath,
  self,
  unitsOf,
} from '../api';
import type { Scope } from '../api';

function exhaustedUnits(s: Scope): string[] {
  return unitsOf(s).filter((unit) => isExhausted(s, unit));
}

const sheltered = chooseCard('sheltered', {
  title: 'Canyon Shelter: choose an exhausted unit you control to place face down under this spell',
  from: (g) => exhaustedUnits(g),
});
// The units lie face down: their controller sees them in this prompt alone.
const returning = chooseShownCard('returning', {
  title: 'Canyon Shelter: choose a unit underneath this spell to place onto your battlefield',
  from: (g) => [...cardsUnderneath(g, self(g))],
});

/**
 * Canyon Shelter: side, exhaust: Remove an exhausted unit you control from play and place it
 * face down under this spell. main, 1 time class: Choose a unit underneath this spell and
 * place it onto your battlefield. Place 1 status token on that unit.
 */
export default defineCard({
  stub: 'canyon-shelter',
  abilities: [
    {
      id: 'shelter',
      name: 'Canyon Shelter: shelter a unit',
      cost: ['[[side]]', '[[exhaust]]'],
      usable: (q) => exhaustedUnits(q).length > 0,
      steps: [sheltered.ask, (g) => void placeUnderneath(g, sheltered.of(g), self(g))],
    },
    {
      id: 'return',
      name: 'Canyon Shelter: return a unit',
      cost: ['[[main]]', '1 [[time:class]]'],
      usable: (q) => cardsUnderneath(q, q.self).length > 0 && hasRoomOn(q, q.me),
      steps: [
        returning.ask,
        (g) => void placeStatus(g, placeOntoBattlefieldFromUnderneath(g, returning.of(g)), 1),
      ],
    },
  ],
});
