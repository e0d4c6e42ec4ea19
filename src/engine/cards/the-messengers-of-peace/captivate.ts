import {
  chooseCard,
  defineCard,
  destroy,
  diceOn,
  forbid,
  isExhausted,
  targetableUnits,
} from '../api';

const destroyed = chooseCard('destroyed', {
  title: 'Captivate: you may destroy an exhausted unit with a charm die on it',
  from: (g) =>
    targetableUnits(g, (unit) => isExhausted(g, unit) && diceOn(g, unit, 'charm').length > 0),
  optional: true,
});
const held = chooseCard('held', {
  title: 'Captivate: choose a unit that cannot be declared as an attacker',
  from: (g) => targetableUnits(g),
});

/**
 * Captivate: When this spell comes into play, you may destroy a target exhausted unit with a
 * charm die on it. side, exhaust: Choose a target unit. That unit cannot be declared as an
 * attacker until the start of your next turn or the next round.
 */
export default defineCard({
  stub: 'captivate',
  triggers: [
    {
      name: 'Captivate',
      event: 'readySpellCameIntoPlay',
      match: (q, e) => e.card === q.self,
      steps: [destroyed.ask, (g) => void destroy(g, destroyed.of(g))],
    },
  ],
  abilities: [
    {
      id: 'captivate',
      name: 'Captivate',
      cost: ['[[side]]', '[[exhaust]]'],
      usable: (q) => targetableUnits(q).length > 0,
      steps: [
        held.ask,
        (g) =>
          forbid(g, held.of(g), ['attack'], { untilStartOfNextTurnOf: g.me, orNextRound: true }),
      ],
    },
  ],
});
