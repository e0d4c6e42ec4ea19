import { defineCard, onDestroyed, returnToHand, self } from '../api';

/** Undying Heart: +1 life, +1 recover. Undying: when this unit is destroyed, if it is an ally, you may place it into its owner's hand. */
export default defineCard({
  stub: 'undying-heart',
  triggers: [
    // A destroyed card's lines run with the destroyed unit as their source.
    onDestroyed('Undying', [(g) => returnToHand(g, self(g))], (_q, e) => e.wasAlly, true),
  ],
});
