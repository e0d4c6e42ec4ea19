import { registerCard } from '../registry';
import { button, choice, chooseCard, ctxId, onComesIntoPlay, opp } from '../helpers';
import { inst } from '../../cardinfo';
import { cardData } from '../../context';
import { addLog, cardPart, playerPart } from '../../log';
import { moveCard } from '../../ops';
import { randomInt } from '../../rng';
/** Three-Eyed Owl: Peer 1: when this unit comes into play, look at 1 random card in a target opponent's hand. Memory Drain 1: at the end of the prepare phase, a target opponent discards 1 card of their choice from their hand. */
export default registerCard({
  stub: 'three-eyed-owl',
  triggers: [
    onComesIntoPlay('Peer 1', [
      (g) => {
        if (g.ctx.seen !== undefined) return;
        const hand = g.state.players[opp(g)].hand;
        if (hand.length === 0) return { end: true };
        const card = inst(g.state, hand[randomInt(g.state, hand.length)] as string);
        // Only the owl's controller is shown the card, in their own prompt.
        return choice('seen', `Peer: you see ${cardData(g.context, card.stub).name}`, [
          button('ok', 'OK'),
        ]);
      },
    ]),
    {
      name: 'Memory Drain 1',
      event: 'prepareEnd',
      match: (q) => q.state.players[q.me === 'p1' ? 'p2' : 'p1'].hand.length > 0,
      steps: [
        chooseCard(
          'card',
          'Memory Drain: discard a card from your hand',
          (g) => [...g.state.players[opp(g)].hand],
          (g) => ({ player: opp(g) }),
        ),
        (g) => {
          const card = ctxId(g, 'card');
          if (!card) return;
          const id = moveCard(g.state, card, 'discard');
          addLog(g.state, [
            playerPart(g.state, opp(g)),
            ' discards ',
            cardPart(g.context, inst(g.state, id).stub),
            ' (Memory Drain)',
          ]);
        },
      ],
    },
  ],
});
