import { registerCard } from '../registry';
import { ctxId, damage, targetPb, usedThisTurn } from '../helpers';
import { choice } from '../../decisions';
import { dieOptions } from '../../decisions';
import { activeDice } from '../../ops';
import { isExhausted } from '../../cardinfo';
/** Jessa Na Ni: Screams of the Departed: once per turn, after a unit is destroyed, you may spend 1 basic to deal 1 damage to a target Phoenixborn. */
export default registerCard({
  stub: 'jessa-na-ni',
  triggers: [
    {
      name: 'Screams of the Departed',
      event: 'destroyed',
      optional: true,
      match: (q) =>
        q.state.phase === 'playerturns' &&
        !isExhausted(q.state, q.self) &&
        !usedThisTurn(q.state, q.me, 'jessa') &&
        activeDice(q.state, q.me).length > 0,
      steps: [
        (g) => {
          if (g.ctx.die !== undefined) return;
          return choice(
            'die',
            'Screams of the Departed: spend a die',
            dieOptions(activeDice(g.state, g.me).map((d) => d.uuid)),
          );
        },
        (g) => {
          const die = g.state.dice[String(g.ctx.die)];
          if (die) die.location = 'exhausted';
          g.state.players[g.me].stats.diceSpent += 1;
          g.state.players[g.me].usedThisTurn.push('jessa');
        },
        targetPb('target', 'Screams of the Departed: choose a Phoenixborn'),
        (g) => {
          damage(g, ctxId(g, 'target'), 1);
        },
      ],
    },
  ],
});
