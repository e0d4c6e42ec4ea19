import { registerCard } from '../registry';
import { onDestroyed } from '../helpers';
import { moveCard } from '../../ops';
import { addLog, cardPart } from '../../log';
import { inst } from '../../cardinfo';
/** Undying Heart: +1 life, +1 recover. Undying: when this unit is destroyed, if it is an ally, you may place it into its owner's hand. */
export default registerCard({
  stub: 'undying-heart',
  triggers: [
    onDestroyed(
      'Undying',
      [
        (g) => {
          const card = g.frame.source ?? '';
          if (g.state.cards[card]?.zone !== 'discard') return;
          const stub = inst(g.state, card).stub;
          moveCard(g.state, card, 'hand');
          addLog(g.state, [cardPart(g.context, stub), " returns to its owner's hand (Undying)"]);
        },
      ],
      (_q, e) => e.wasAlly === true,
      true,
    ),
  ],
});
