import {
  chooseCard,
  chooseOption,
  dealDamage,
  defineCard,
  exhaust,
  focus,
  isExhausted,
  isOnBattlefield,
  opponentUnits,
  unitsOf,
} from '../api';

const mine = chooseCard('mine', {
  title: 'Small Sacrifice: choose a unit on your battlefield',
  from: (g) => unitsOf(g),
});
const theirs = chooseCard('theirs', {
  title: "Small Sacrifice: you may choose a unit on an opponent's battlefield",
  from: (g) => opponentUnits(g),
  optional: true,
});
const mode = chooseOption('mode', {
  title: 'Small Sacrifice: damage or exhaust both?',
  options: { damage: 'Damage', exhaust: 'Exhaust both' },
  // Focus 1: only when both chosen units are unexhausted.
  when: (g) => {
    const a = mine.of(g);
    const b = theirs.of(g);
    return focus(g) >= 1 && a !== null && b !== null && !isExhausted(g, a) && !isExhausted(g, b);
  },
});

/** Small Sacrifice: main, exhaust, 1 ceremonial class: deal 1 damage to a target unit on your battlefield. If you do, you may deal 1 damage to a target unit on an opponent’s battlefield. Focus 1: if both are unexhausted, you may exhaust both instead. */
export default defineCard({
  stub: 'small-sacrifice',
  abilities: [
    {
      id: 'sacrifice',
      name: 'Small Sacrifice',
      cost: ['[[main]]', '[[exhaust]]', '1 [[ceremonial:class]]'],
      usable: (q) => unitsOf(q).length > 0,
      steps: [
        mine.ask,
        theirs.ask,
        mode.ask,
        (g) => {
          const own = mine.of(g);
          if (mode.of(g) === 'exhaust') {
            exhaust(g, own, 1);
            exhaust(g, theirs.of(g), 1);
            return;
          }
          // "If you do": the damage was received, or it destroyed the unit outright.
          if (dealDamage(g, own, 1) > 0 || (own !== null && !isOnBattlefield(g, own)))
            dealDamage(g, theirs.of(g), 1);
        },
      ],
    },
  ],
});
