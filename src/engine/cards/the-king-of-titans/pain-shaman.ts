import {
  chooseCard,
  dealDamage,
  defineCard,
  onComesIntoPlay,
  removeWounds,
  targetablePhoenixborns,
  targetableUnits,
} from '../api';

const damaged = chooseCard('damaged', {
  title: 'Pain Shaman, Exchange Pain 1: you may deal 1 damage to a target unit',
  from: (g) => targetableUnits(g),
  optional: true,
});

const healed = chooseCard('healed', {
  title: 'Pain Shaman, Exchange Pain 1: remove 1 wound token from a target unit or Phoenixborn',
  from: (g) => [...targetableUnits(g), ...targetablePhoenixborns(g)],
});

/** Pain Shaman: Exchange Pain 1: When this unit comes into play, you may deal 1 damage to a target unit, and then remove 1 wound token from a target unit or Phoenixborn. */
export default defineCard({
  stub: 'pain-shaman',
  triggers: [
    onComesIntoPlay('Exchange Pain 1', [
      damaged.ask,
      (g) => {
        // "you may … and then": the wound is removed only after the damage was dealt.
        if (damaged.of(g) === null) return { end: true };
        dealDamage(g, damaged.of(g), 1);
      },
      healed.ask,
      (g) => void removeWounds(g, healed.of(g), 1),
    ]),
  ],
});
