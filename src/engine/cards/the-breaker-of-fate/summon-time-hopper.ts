import {
  canSummon,
  defineCard,
  focus,
  isExhausted,
  mayChoose,
  stubOf,
  summon,
  tokensOn,
  unitsOf,
} from '../api';
import type { Scope } from '../api';

/** An unexhausted Time Hopper you control with 1 or more status tokens on it. */
function chargedHopper(s: Scope): boolean {
  return unitsOf(s).some(
    (u) => stubOf(s, u) === 'time-hopper' && !isExhausted(s, u) && tokensOn(s, u).status > 0,
  );
}

const another = mayChoose('another', {
  title: 'Summon Time Hopper: place an additional Time Hopper onto your battlefield?',
  yes: 'Place another',
  no: "Don't",
  when: (g) => focus(g) >= 1 && chargedHopper(g) && canSummon(g, 'time-hopper'),
});

/**
 * Summon Time Hopper: side - exhaust - 1 time class: Place a Time Hopper conjuration onto your
 * battlefield. Focus 1: Then, if you control an unexhausted Time Hopper with 1 or more status
 * tokens on it, you may place an additional Time Hopper conjuration onto your battlefield.
 */
export default defineCard({
  stub: 'summon-time-hopper',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Time Hopper',
      cost: ['[[side]]', '[[exhaust]]', '1 [[time:class]]'],
      usable: (q) => canSummon(q, 'time-hopper'),
      steps: [
        (g) => void summon(g, 'time-hopper'),
        another.ask,
        (g) => {
          if (another.of(g)) summon(g, 'time-hopper');
        },
      ],
    },
  ],
});
