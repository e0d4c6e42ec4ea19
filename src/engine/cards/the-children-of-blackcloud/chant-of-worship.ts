import { defineCard, draw, placeStatus, readySpellsOf, removeStatus, self, tokensOn } from '../api';

/** Chant of Worship: After an ally you control is destroyed, place 1 status token on this spell if it has no status tokens on it. main, exhaust: Remove 1 status token from this spell to draw 1 card. */
export default defineCard({
  stub: 'chant-of-worship',
  triggers: [
    {
      name: 'Chant of Worship',
      event: 'destroyed',
      match: (q, e) =>
        e.wasAlly &&
        e.controller === q.me &&
        readySpellsOf(q).includes(q.self) &&
        tokensOn(q, q.self).status === 0,
      steps: [(g) => placeStatus(g, self(g), 1)],
    },
  ],
  abilities: [
    {
      id: 'worship',
      name: 'Chant of Worship',
      cost: ['[[main]]', '[[exhaust]]'],
      usable: (q) => tokensOn(q, q.self).status > 0,
      steps: [
        (g) => {
          if (removeStatus(g, self(g), 1) > 0) draw(g, 1);
        },
      ],
    },
  ],
});
