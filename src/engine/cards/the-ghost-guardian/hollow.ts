import {
  activeDiceOf,
  chooseDie,
  chooseOpponent,
  defineCard,
  lowerDie,
  onComesIntoPlay,
} from '../api';
import type { Run } from '../api';

const opponent = chooseOpponent('opponent', {
  title: 'Hollow, Hex 2: you may choose a target opponent to lower 2 of their dice',
  optional: true,
});

/** The dice of the chosen opponent's active pool that can be lowered, but `except`. */
function lowerable(g: Run, except: string | null = null): string[] {
  const whose = opponent.of(g);
  if (whose === null) return [];
  return activeDiceOf(g, whose)
    .filter((die) => die.level !== 'basic' && die.uuid !== except)
    .map((die) => die.uuid);
}

const first = chooseDie('first', {
  title: 'Hollow, Hex 2: choose a die to lower one level',
  from: (g) => lowerable(g),
});
const second = chooseDie('second', {
  title: 'Hollow, Hex 2: choose another die to lower one level',
  from: (g) => lowerable(g, first.of(g)),
});

/** Hollow: Hex 2: When this unit comes into play, you may lower 2 dice in a target opponent's active pool one level. */
export default defineCard({
  stub: 'hollow',
  triggers: [
    onComesIntoPlay('Hex 2', [
      opponent.ask,
      first.ask,
      second.ask,
      (g) => {
        lowerDie(g, first.of(g));
        lowerDie(g, second.of(g));
      },
    ]),
  ],
});
