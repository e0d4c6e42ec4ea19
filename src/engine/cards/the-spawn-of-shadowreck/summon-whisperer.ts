import {
  canSummon,
  chooseDie,
  chooseOpponent,
  defineCard,
  focus,
  lowerableDiceOf,
  lowerDie,
  summon,
} from '../api';

const opponent = chooseOpponent('opponent', {
  title: 'Summon Whisperer, Focus 2: you may choose an opponent to lower 1 of their power dice',
  optional: true,
});
const die = chooseDie('die', {
  title: "Summon Whisperer: choose a power die in the opponent's active pool to lower",
  from: (g) => {
    const chosen = opponent.of(g);
    return chosen === null ? [] : lowerableDiceOf(g, chosen, 'power');
  },
});

/**
 * Summon Whisperer: main - exhaust - 1 illusion class: Place a Whisperer conjuration onto your
 * battlefield. Focus 2: Then, you may lower 1 power die in a target opponent's active pool one
 * level.
 */
export default defineCard({
  stub: 'summon-whisperer',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Whisperer',
      cost: ['[[main]]', '[[exhaust]]', '1 [[illusion:class]]'],
      usable: (q) => canSummon(q, 'whisperer'),
      steps: [
        (g) => {
          summon(g, 'whisperer');
          if (focus(g) < 2) return { end: true };
        },
        opponent.ask,
        die.ask,
        (g) => lowerDie(g, die.of(g)),
      ],
    },
  ],
});
