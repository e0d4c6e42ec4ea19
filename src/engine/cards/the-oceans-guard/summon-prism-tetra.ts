import { canSummon, defineCard, focus, forbid, stubOf, summon, unitsOf } from '../api';

/**
 * Summon Prism Tetra: main - exhaust - 2 sympathy class: Place three Prism Tetra conjurations
 * onto your battlefield. Focus 1: Until the start of your next turn or the next round, Prism
 * Tetras you control cannot be targeted by spells, abilities, or dice powers an opponent controls.
 */
export default defineCard({
  stub: 'summon-prism-tetra',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Prism Tetra',
      cost: ['[[main]]', '[[exhaust]]', '2 [[sympathy:class]]'],
      usable: (q) => canSummon(q, 'prism-tetra'),
      steps: [
        // As many as the conjuration pile and the battlefield allow (rules digest §16.1 rule 2).
        (g) => {
          for (let i = 0; i < 3; i++) summon(g, 'prism-tetra');
        },
        (g) => {
          if (focus(g) < 1) return;
          // The Prism Tetras you control as it resolves, the three just placed among them.
          for (const tetra of unitsOf(g).filter((u) => stubOf(g, u) === 'prism-tetra'))
            forbid(g, tetra, ['beTargeted'], { untilStartOfNextTurnOf: g.me, orNextRound: true });
        },
      ],
    },
  ],
});
