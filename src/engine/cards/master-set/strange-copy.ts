import { registerCard } from '../registry';
import { chooseCard, ctxId, targetableUnits } from '../helpers';
import { inst } from '../../cardinfo';
import { addLog, cardPart } from '../../log';
/** Strange Copy: Reaction: after an opponent declares attackers, a unit you control becomes a copy of a target unit for the remainder of the turn (title, printed abilities and values). */
export default registerCard({
  stub: 'strange-copy',
  reaction: {
    event: 'attackersDeclared',
    match: (q, e) => e.controller !== q.me && q.state.players[q.me].battlefield.length > 0,
  },
  effect: [
    chooseCard('mine', 'Strange Copy: choose a unit you control', (g) => [
      ...g.state.players[g.me].battlefield,
    ]),
    chooseCard('target', 'Strange Copy: choose the unit to copy', (g) =>
      targetableUnits(g.state, g.me, (u) => u !== g.ctx.mine),
    ),
    (g) => {
      const mine = ctxId(g, 'mine');
      const target = ctxId(g, 'target');
      if (!mine || !target) return;
      const stub = inst(g.state, target).stub;
      inst(g.state, mine).effects.push({ kind: 'copy', stub, until: 'turn' });
      addLog(g.state, [
        cardPart(g.context, inst(g.state, mine).stub),
        ' becomes a copy of ',
        cardPart(g.context, stub),
      ]);
    },
  ],
});
