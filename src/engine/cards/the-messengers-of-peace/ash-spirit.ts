import {
  bothPhoenixborns,
  canTarget,
  chooseCard,
  controllerOf,
  dealDamage,
  defineCard,
  destroy,
  drawPileOf,
  eventOf,
  isOnBattlefield,
} from '../api';
import type { Scope } from '../api';

/** Phoenixborns whose owner has no cards in their draw pile, that this unit may target. */
function starvedPhoenixborns(s: Scope): string[] {
  return bothPhoenixborns(s).filter(
    (pb) => drawPileOf(s, controllerOf(s, pb)).length === 0 && canTarget(s, pb),
  );
}

const smoldered = chooseCard('smoldered', {
  title: 'Smolder 1: choose a Phoenixborn whose owner has no cards in their draw pile',
  from: (g) => starvedPhoenixborns(g),
});

/**
 * Ash Spirit: To Ash: After this unit is destroyed as a result of an attack from a unit an
 * opponent controls, destroy that target unit. Smolder 1: At the end of the round, deal 1
 * damage to a target Phoenixborn whose owner has no cards in their draw pile.
 */
export default defineCard({
  stub: 'ash-spirit',
  triggers: [
    {
      // Answered from the conjuration pile the destroyed unit went to (its id there).
      name: 'To Ash',
      event: 'unitDestroyedByAttack',
      inexhaustible: true,
      match: (q, e) => e.card === q.self,
      steps: [
        (g) => {
          const attacker = eventOf(g, 'unitDestroyedByAttack')?.attacker ?? null;
          if (attacker !== null && isOnBattlefield(g, attacker) && canTarget(g, attacker))
            destroy(g, attacker);
        },
      ],
    },
    {
      name: 'Smolder 1',
      event: 'endOfRound',
      match: (q) => isOnBattlefield(q, q.self) && starvedPhoenixborns(q).length > 0,
      steps: [smoldered.ask, (g) => void dealDamage(g, smoldered.of(g), 1)],
    },
  ],
});
