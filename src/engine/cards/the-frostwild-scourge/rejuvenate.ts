import {
  attackOf,
  chooseCard,
  defineCard,
  isConjuration,
  isOnBattlefield,
  placeStatus,
  readySpellsOf,
  rememberNumber,
  removeExhaustion,
  removeStatus,
  self,
  tokensOn,
  unitsOf,
} from '../api';
import type { Scope } from '../api';

/** Exhausted conjurations you control with an attack value of at most `most`. */
function restable(s: Scope, most: number): string[] {
  return unitsOf(s).filter(
    (u) => isConjuration(s, u) && tokensOn(s, u).exhaustion > 0 && attackOf(s, u) <= most,
  );
}

const removed = rememberNumber('removed');

const rested = chooseCard('rested', {
  title: 'Rejuvenate: choose a conjuration you control to remove 1 exhaustion token from',
  from: (g) => restable(g, removed.of(g) ?? 0),
});

/**
 * Rejuvenate: After a conjuration comes into play onto your battlefield, place 1 status token
 * on this spell. main - exhaust - 1 basic: Remove all status tokens from this spell. Remove 1
 * exhaustion token from a conjuration you control with an attack value equal to or less than
 * the number of status tokens removed.
 */
export default defineCard({
  stub: 'rejuvenate',
  triggers: [
    {
      name: 'Rejuvenate',
      event: 'cameIntoPlay',
      match: (q, e) =>
        e.controller === q.me &&
        isOnBattlefield(q, e.card) &&
        isConjuration(q, e.card) &&
        readySpellsOf(q).includes(q.self),
      steps: [(g) => placeStatus(g, self(g), 1)],
    },
  ],
  abilities: [
    {
      id: 'rejuvenate',
      name: 'Rejuvenate',
      cost: ['[[main]]', '[[exhaust]]', '1 [[basic]]'],
      usable: (q) => restable(q, tokensOn(q, q.self).status).length > 0,
      steps: [
        (g) => removed.set(g, removeStatus(g, self(g), tokensOn(g, self(g)).status)),
        rested.ask,
        (g) => void removeExhaustion(g, rested.of(g), 1),
      ],
    },
  ],
});
