import { chooseCard, dealDamage, defineCard, isAttacking, opponentUnits } from '../api';
import type { Scope } from '../api';

function notAttacking(s: Scope): string[] {
  return opponentUnits(s).filter((u) => !isAttacking(s, u));
}

const target = chooseCard('target', {
  title: 'Shadow Strike: choose a unit that is not attacking',
  from: notAttacking,
});

/** Shadow Strike: Reaction: after an opponent declares attackers, deal 3 damage to a target unit that opponent controls that is not attacking. */
export default defineCard({
  stub: 'shadow-strike',
  reaction: {
    event: 'attackersDeclared',
    match: (q, e) => e.controller !== q.me && notAttacking(q).length > 0,
  },
  effect: [
    target.ask,
    (g) => {
      dealDamage(g, target.of(g), 3);
    },
  ],
});
