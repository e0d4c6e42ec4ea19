import { registerCard } from '../registry';
import { chooseCard, ctxId, opponentUnits } from '../helpers';
import { recoverValue } from '../../cardinfo';
import { destroyUnit, leavePlay, removeWounds } from '../../ops';
import { addLog, cardPart } from '../../log';
import { inst } from '../../cardinfo';
/** Fear: Destroy a unit you control. If you do, remove wound tokens from your Phoenixborn equal to the destroyed unit's recover value and then discard a target unit an opponent controls. */
export default registerCard({
  stub: 'fear',
  playable: (q) => q.state.players[q.me].battlefield.length > 0,
  effect: [
    chooseCard('mine', 'Fear: choose a unit you control to destroy', (g) => [
      ...g.state.players[g.me].battlefield,
    ]),
    (g) => {
      const mine = ctxId(g, 'mine');
      if (!mine) return { end: true };
      g.ctx.recover = recoverValue(g.state, g.context, mine);
      destroyUnit(g.state, g.context, mine, { by: g.me, byEffect: true });
      removeWounds(g.state, g.state.players[g.me].phoenixborn, Number(g.ctx.recover));
    },
    chooseCard('target', 'Fear: choose a unit an opponent controls to discard', (g) =>
      opponentUnits(g.state, g.me),
    ),
    (g) => {
      const target = ctxId(g, 'target');
      if (!target || g.state.cards[target]?.zone !== 'battlefield') return;
      addLog(g.state, [cardPart(g.context, inst(g.state, target).stub), ' is discarded']);
      leavePlay(g.state, g.context, target);
    },
  ],
});
