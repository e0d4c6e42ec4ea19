import { chooseNumber, defineCard, draw, drawPileOf } from '../api';

const howMany = chooseNumber('howMany', {
  title: 'Law of Sight: draw up to 2 cards',
  from: (g) => [0, 1, 2].filter((n) => n <= drawPileOf(g).length),
  label: (n) => (n === 0 ? "Don't draw" : `Draw ${n}`),
});

/** Law of Sight: When this spell comes into play, you may draw up to 2 cards. No player may play reaction spells. * Bound: This card cannot be discarded from your spellboard when you Meditate. * Fleeting: Discard this card at the end of this round. */
export default defineCard({
  stub: 'law-of-sight',
  keywords: { bound: 1, fleeting: 1 },
  forbidsReactionSpells: true,
  triggers: [
    {
      name: 'Law of Sight',
      event: 'readySpellCameIntoPlay',
      match: (q, e) => e.card === q.self,
      steps: [
        howMany.ask,
        (g) => {
          const n = howMany.of(g) ?? 0;
          if (n > 0) draw(g, n);
        },
      ],
    },
  ],
});
