import {
  canSummon,
  chooseCard,
  defineCard,
  exhaust,
  focus,
  isExhausted,
  mayChoose,
  opponentUnits,
  stubOf,
  summon,
  unitsOf,
} from '../api';
import type { Scope } from '../api';

function readyTurtleGuards(s: Scope): string[] {
  return unitsOf(s).filter((u) => stubOf(s, u) === 'turtle-guard' && !isExhausted(s, u));
}

function readyOpponentUnits(s: Scope): string[] {
  return opponentUnits(s).filter((u) => !isExhausted(s, u));
}

const place = mayChoose('place', {
  title: 'Summon Turtle Guard: place a Turtle Guard onto your battlefield?',
  yes: 'Place it',
  no: "Don't",
  when: (g) => canSummon(g, 'turtle-guard'),
});
const turtle = chooseCard('turtle', {
  title:
    'Summon Turtle Guard, Focus 1: you may exhaust an unexhausted Turtle Guard you control to exhaust a unit an opponent controls',
  from: (g) => (readyOpponentUnits(g).length > 0 ? readyTurtleGuards(g) : []),
  optional: true,
});
const target = chooseCard('target', {
  title: 'Summon Turtle Guard, Focus 1: choose an unexhausted unit an opponent controls to exhaust',
  from: (g) => readyOpponentUnits(g),
});

/**
 * Summon Turtle Guard: main - side - exhaust - 1 time power: You may place a Turtle Guard
 * conjuration onto your battlefield. Focus 1: If you do not, you may place 1 exhaustion token on
 * an unexhausted Turtle Guard you control to place 1 exhaustion token on a target unexhausted
 * unit an opponent controls.
 */
export default defineCard({
  stub: 'summon-turtle-guard',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Turtle Guard',
      cost: ['[[main]]', '[[side]]', '[[exhaust]]', '1 [[time:power]]'],
      steps: [
        place.ask,
        (g) => {
          if (place.of(g) && summon(g, 'turtle-guard')) return { end: true };
          if (focus(g) < 1) return { end: true };
        },
        turtle.ask,
        (g) => {
          const chosen = turtle.of(g);
          if (!chosen) return { end: true };
          exhaust(g, chosen, 1);
        },
        target.ask,
        (g) => exhaust(g, target.of(g), 1),
      ],
    },
  ],
});
