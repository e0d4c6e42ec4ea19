import {
  activeDiceOf,
  chooseCard,
  chooseDice,
  defineCard,
  draw,
  raiseDie,
  removeWounds,
  targetablePhoenixborns,
} from '../api';

const healed = chooseCard('healed', {
  title: 'Channel Magic: choose a Phoenixborn to remove 1 wound token from',
  from: (g) => targetablePhoenixborns(g),
});

const raised = chooseDice('raised', {
  title: 'Channel Magic: choose 3 dice in your active pool to raise one level',
  from: (g) =>
    activeDiceOf(g)
      .filter((die) => die.level !== 'power')
      .map((die) => die.uuid),
  count: { exactly: () => 3 },
});

/** Channel Magic: Draw 1 card. Remove 1 wound token from a target Phoenixborn. Raise 3 dice in your active pool one level. */
export default defineCard({
  stub: 'channel-magic',
  effect: [
    (g) => void draw(g, 1),
    healed.ask,
    (g) => void removeWounds(g, healed.of(g), 1),
    raised.ask,
    (g) => {
      for (const die of raised.of(g) ?? []) raiseDie(g, die);
    },
  ],
});
