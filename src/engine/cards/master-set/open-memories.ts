import { registerCard } from '../registry';
import { chooseCard, ctxId } from '../helpers';
import { addLog, playerPart } from '../../log';
import { moveCard, shuffleDeck } from '../../ops';
/** Open Memories: You may search your draw pile for 1 card and place it into your hand. If you do, shuffle your draw pile. */
export default registerCard({
  stub: 'open-memories',
  effect: [
    chooseCard(
      'card',
      'Open Memories: choose a card from your draw pile',
      (g) => [...g.state.players[g.me].deck],
      { optional: true },
    ),
    (g) => {
      const card = ctxId(g, 'card');
      if (!card) return;
      moveCard(g.state, card, 'hand');
      shuffleDeck(g.state, g.me);
      addLog(g.state, [
        playerPart(g.state, g.me),
        ' takes a card from their draw pile and shuffles it',
      ]);
    },
  ],
});
