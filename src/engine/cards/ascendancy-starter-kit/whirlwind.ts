import { defineCard, draw, hasAstralDie, lowerDiceOfTargetOpponent, phoenixbornOf } from '../api';

const lower = lowerDiceOfTargetOpponent('Whirlwind', 2);

/** Whirlwind: main - exhaust: Lower 2 dice in a target opponent's active pool one level. If your Phoenixborn has an astral die on it, draw 1 card. */
export default defineCard({
  stub: 'whirlwind',
  abilities: [
    {
      id: 'whirlwind',
      name: 'Whirlwind',
      cost: ['[[main]]', '[[exhaust]]'],
      steps: [
        ...lower.steps,
        (g) => {
          if (hasAstralDie(g, phoenixbornOf(g))) draw(g, 1);
        },
      ],
    },
  ],
});
