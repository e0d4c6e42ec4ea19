import {
  activeDiceOf,
  chooseCard,
  chooseDie,
  chooseOption,
  choosePlayer,
  defineCard,
  destroy,
  mayChangeDiceOf,
  setDieSide,
  targetableUnits,
} from '../api';
import type { PlayerId, Run } from '../api';

const SIDES = { power: 'Power', class: 'Class', basic: 'Basic' } as const;

const target = chooseCard('target', {
  title: 'Shatter Pulse: choose a unit to destroy',
  from: (g) => targetableUnits(g),
});

const player = choosePlayer('player', {
  title: "Shatter Pulse: you may change 2 dice in a target player's active pool",
  only: (g, p) => mayChangeDiceOf(g, p) && activeDiceOf(g, p).length > 0,
  optional: true,
});

function diceOfChosen(g: Run, except: string | null): string[] {
  const whose: PlayerId | null = player.of(g);
  if (whose === null) return [];
  return activeDiceOf(g, whose)
    .map((d) => d.uuid)
    .filter((d) => d !== except);
}

const first = chooseDie('first', {
  title: 'Shatter Pulse: choose the first die to change',
  from: (g) => diceOfChosen(g, null),
});
const firstSide = chooseOption('firstSide', {
  title: 'Shatter Pulse: choose a side for the first die',
  options: SIDES,
  when: (g) => first.of(g) !== null,
});
const second = chooseDie('second', {
  title: 'Shatter Pulse: choose the second die to change',
  from: (g) => (first.of(g) === null ? [] : diceOfChosen(g, first.of(g))),
});
const secondSide = chooseOption('secondSide', {
  title: 'Shatter Pulse: choose a side for the second die',
  options: SIDES,
  when: (g) => second.of(g) !== null,
});

/** Shatter Pulse: You may play this spell after a unit you control is destroyed. Destroy a target unit. You may change 2 dice in a target player's active pool to a side of your choice. */
export default defineCard({
  stub: 'shatter-pulse',
  reaction: {
    event: 'destroyed',
    match: (q, e) => e.controller === q.me && targetableUnits(q).length > 0,
  },
  effect: [
    target.ask,
    (g) => void destroy(g, target.of(g)),
    player.ask,
    first.ask,
    firstSide.ask,
    (g) => {
      const side = firstSide.of(g);
      if (side !== null) setDieSide(g, first.of(g), side);
    },
    second.ask,
    secondSide.ask,
    (g) => {
      const side = secondSide.of(g);
      if (side !== null) setDieSide(g, second.of(g), side);
    },
  ],
});
