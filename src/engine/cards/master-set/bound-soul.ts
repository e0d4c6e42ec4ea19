import { registerCard } from '../registry';
import { chooseCard, ctxId } from '../helpers';
import { isAllyCard, inst } from '../../cardinfo';
import { moveCard } from '../../ops';
import { addLog, cardPart, playerPart } from '../../log';
/** Bound Soul: Search your discard pile for an ally and place it into your hand. */
export default registerCard({
  stub: 'bound-soul',
  effect: [
    chooseCard('ally', 'Bound Soul: choose an ally in your discard pile', (g) =>
      g.state.players[g.me].discard.filter((u) => isAllyCard(g.state, g.context, u)),
    ),
    (g) => {
      const ally = ctxId(g, 'ally');
      if (!ally) return;
      const stub = inst(g.state, ally).stub;
      moveCard(g.state, ally, 'hand');
      addLog(g.state, [
        playerPart(g.state, g.me),
        ' returns ',
        cardPart(g.context, stub),
        ' to their hand',
      ]);
    },
  ],
});
