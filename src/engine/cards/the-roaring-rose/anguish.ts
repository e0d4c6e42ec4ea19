import {
  activeDiceOf,
  chooseCard,
  chooseDie,
  chooseOption,
  controllerOf,
  defineCard,
  discardRandomFromHand,
  exhaustDie,
  handOf,
  placeWounds,
  playerName,
  targetablePhoenixborns,
} from '../api';
import type { PlayerId, Run } from '../api';

/** The controller of a chosen Phoenixborn (the caster when none was chosen). */
function playerOf(g: Run, pb: string | null): PlayerId {
  return pb === null ? g.me : controllerOf(g, pb);
}

const first = chooseCard('first', {
  title: 'Anguish: choose a target Phoenixborn (discard at random or 2 wounds)',
  from: (g) => targetablePhoenixborns(g),
});
const discards = chooseOption('discards', {
  title: 'Anguish: discard 1 card at random from your hand, or receive 2 wounds?',
  options: { yes: 'Discard at random', no: 'Receive 2 wounds' },
  when: (g) => first.of(g) !== null && handOf(g, playerOf(g, first.of(g))).length > 0,
  by: (g) => playerOf(g, first.of(g)),
});
const second = chooseCard('second', {
  title: 'Anguish: choose a target Phoenixborn (exhaust 2 dice or 2 wounds)',
  from: (g) => targetablePhoenixborns(g),
});
const exhausts = chooseOption('exhausts', {
  title: (g) =>
    `Anguish: let ${playerName(g, g.me)} move 2 dice of their choice from your active pool to your exhausted pool, or receive 2 wounds?`,
  options: { yes: 'Exhaust 2 dice', no: 'Receive 2 wounds' },
  when: (g) => second.of(g) !== null && activeDiceOf(g, playerOf(g, second.of(g))).length >= 2,
  by: (g) => playerOf(g, second.of(g)),
});
const firstDie = chooseDie('firstDie', {
  title: 'Anguish: choose a die to move to the exhausted pool',
  from: (g) => activeDiceOf(g, playerOf(g, second.of(g))).map((d) => d.uuid),
});
const secondDie = chooseDie('secondDie', {
  title: 'Anguish: choose another die to move to the exhausted pool',
  from: (g) =>
    activeDiceOf(g, playerOf(g, second.of(g)))
      .map((d) => d.uuid)
      .filter((d) => d !== firstDie.of(g)),
});

/** Anguish: Choose a target Phoenixborn. Its controlling player may discard 1 card at random from their hand. If they do not or cannot, place 2 wound tokens on that Phoenixborn. Then choose a target Phoenixborn. Its controlling player may move 2 dice of your choice from their active pool to their exhausted pool. If they do not or cannot, place 2 wound tokens on that Phoenixborn. */
export default defineCard({
  stub: 'anguish',
  effect: [
    first.ask,
    discards.ask,
    (g) => {
      const pb = first.of(g);
      if (pb === null) return;
      if (discards.of(g) === 'yes' && discardRandomFromHand(g, playerOf(g, pb)) !== null) return;
      placeWounds(g, pb, 2);
    },
    second.ask,
    exhausts.ask,
    (g) => {
      if (exhausts.of(g) === 'yes') return;
      placeWounds(g, second.of(g), 2);
      return { end: true };
    },
    firstDie.ask,
    secondDie.ask,
    (g) => {
      exhaustDie(g, firstDie.of(g));
      exhaustDie(g, secondDie.of(g));
    },
  ],
});
