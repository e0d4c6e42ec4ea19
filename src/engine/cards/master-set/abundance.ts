import { registerCard } from '../registry';
import { damage, draw, opp } from '../helpers';
import { focusOf } from '../../cardinfo';
import { button, choice } from '../../decisions';
import type { Run } from '../../runner';
import type { PlayerId } from '../../state';

function drawFor(key: string, who: (g: Run) => PlayerId) {
  return (g: Run) => {
    const p = who(g);
    const answer = g.ctx[key];
    if (answer === undefined) {
      return choice(
        key,
        'Abundance: draw up to 2 cards',
        [0, 1, 2].map((n) => button(String(n), `Draw ${n}`)),
        { player: p },
      );
    }
    const drawn = draw(g, Number(answer), p);
    const reduction = p === g.me ? Math.min(2, focusOf(g.state, g.frame.source ?? '')) : 0;
    damage(g, g.state.players[p].phoenixborn, Math.max(0, 2 - drawn - reduction));
  };
}
/** Abundance: main, exhaust: all players may draw up to 2 cards; for each card they cannot or do not draw, deal 1 damage to their Phoenixborn. Focus 1 and 2 each reduce the damage your Phoenixborn receives from this spell by 1. */
export default registerCard({
  stub: 'abundance',
  abilities: [
    {
      id: 'abundance',
      name: 'Abundance',
      cost: ['[[main]]', '[[exhaust]]'],
      steps: [drawFor('mine', (g) => g.me), drawFor('theirs', (g) => opp(g))],
    },
  ],
});
