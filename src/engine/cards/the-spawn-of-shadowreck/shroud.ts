import { defineCard, eventOf, exhaust, forbid, isConjuration, self } from '../api';

/**
 * Shroud: After a conjuration you control comes into play, you may place 1 exhaustion token on
 * this spell. If you do, that unit cannot be targeted by attacks, spells, abilities, or dice
 * powers an opponent controls until the start of your next turn or the next round.
 */
export default defineCard({
  stub: 'shroud',
  triggers: [
    {
      name: 'Shroud',
      event: 'cameIntoPlay',
      optional: true,
      match: (q, e) =>
        e.controller === q.me &&
        q.state.players[q.me].spellboard.includes(q.self) &&
        q.state.cards[e.card]?.zone === 'battlefield' &&
        isConjuration(q, e.card),
      steps: [
        (g) => {
          const unit = eventOf(g, 'cameIntoPlay')?.card ?? null;
          exhaust(g, self(g), 1);
          // Being attacked is being targeted by an attack; only opponents are stopped (cardinfo.ts).
          forbid(g, unit, ['beTargeted', 'beAttacked'], {
            untilStartOfNextTurnOf: g.me,
            orNextRound: true,
          });
        },
      ],
    },
  ],
});
