import { defineCard, forbidReactionSpellsThisTurn, opponentsOf } from '../api';

/** Spectral Assassin: Sneaky Strike: When this unit is declared as an attacker, opponents may not play reaction spells for the remainder of the turn. */
export default defineCard({
  stub: 'spectral-assassin',
  triggers: [
    {
      name: 'Sneaky Strike',
      event: 'attackersDeclared',
      match: (q, e) => e.card === q.self,
      steps: [(g) => forbidReactionSpellsThisTurn(g, opponentsOf(g))],
    },
  ],
});
