import { registerCard } from '../registry';
import { chooseCard, ctxId, damage, opponentUnits } from '../helpers';
import type { GameState, PlayerId } from '../../state';

function notAttacking(state: GameState, me: PlayerId): string[] {
  const attackers = new Set(state.attack?.battles.map((b) => b.attacker) ?? []);
  return opponentUnits(state, me).filter((u) => !attackers.has(u));
}
/** Shadow Strike: Reaction: after an opponent declares attackers, deal 3 damage to a target unit that opponent controls that is not attacking. */
export default registerCard({
  stub: 'shadow-strike',
  reaction: {
    event: 'attackersDeclared',
    match: (q, e) => e.controller !== q.me && notAttacking(q.state, q.me).length > 0,
  },
  effect: [
    chooseCard('target', 'Shadow Strike: choose a unit that is not attacking', (g) =>
      notAttacking(g.state, g.me),
    ),
    (g) => {
      damage(g, ctxId(g, 'target'), 3);
    },
  ],
});
