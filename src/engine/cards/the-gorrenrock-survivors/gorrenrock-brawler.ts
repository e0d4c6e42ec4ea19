import {
  defineCard,
  isOnBattlefield,
  placeStatus,
  removeAllExhaustion,
  removeStatus,
  removeWounds,
  self,
  tokensOn,
  wasDeclaredThisTurn,
} from '../api';
import type { Query, Run } from '../api';

/** "6 or more tokens of any type": every token on it counted together. */
function tokenCount(s: Run | Query): number {
  const { damage, exhaustion, status } = tokensOn(s, self(s));
  return damage + exhaustion + status;
}

/**
 * Gorrenrock Brawler: * Brawl 1: After a unit is destroyed, if this unit had been declared as
 * an attacker, blocker, or guard this turn, place 1 status token on this unit.
 * * Comeback: main - 1 basic: If there are 6 or more tokens of any type on this unit, remove
 * all tokens from this unit.
 */
export default defineCard({
  stub: 'gorrenrock-brawler',
  triggers: [
    {
      name: 'Brawl 1',
      event: 'destroyed',
      inexhaustible: true,
      // Itself destroyed, it is no longer on the battlefield to take the token.
      match: (q) => isOnBattlefield(q, q.self) && wasDeclaredThisTurn(q, q.self),
      steps: [(g) => placeStatus(g, self(g), 1)],
    },
  ],
  abilities: [
    {
      id: 'comeback',
      name: 'Comeback',
      cost: ['[[main]]', '1 [[basic]]'],
      inexhaustible: true,
      steps: [
        (g) => {
          if (tokenCount(g) < 6) return;
          removeWounds(g, self(g), tokensOn(g, self(g)).damage);
          removeAllExhaustion(g, self(g));
          removeStatus(g, self(g), tokensOn(g, self(g)).status);
        },
      ],
    },
  ],
});
