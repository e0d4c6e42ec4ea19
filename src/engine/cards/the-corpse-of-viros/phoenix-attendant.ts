import { defineCard, moveToken, phoenixbornOf, self, tokensOn } from '../api';

/**
 * Phoenix Attendant: Alleviate 1: side: If there are no wound tokens on this unit, move 1 wound
 * token from your Phoenixborn onto this unit.
 */
export default defineCard({
  stub: 'phoenix-attendant',
  abilities: [
    {
      id: 'alleviate',
      name: 'Alleviate 1',
      cost: ['[[side]]'],
      usable: (q) => tokensOn(q, q.self).damage === 0 && tokensOn(q, phoenixbornOf(q)).damage > 0,
      steps: [
        (g) => {
          if (tokensOn(g, self(g)).damage === 0) moveToken(g, 'damage', phoenixbornOf(g), self(g));
        },
      ],
    },
  ],
});
