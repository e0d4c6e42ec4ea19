import { dealDamage, defineCard, discardFromPlay, hostOf, isAttached, self } from '../api';

/** Eroding: conjured alteration spell, -1 attack, -1 recover (printed on the card). At the end of the round, deal 1 damage to the attached unit, and then discard this spell. */
export default defineCard({
  stub: 'eroding',
  triggers: [
    {
      name: 'Eroding',
      event: 'endOfRound',
      match: (q) => isAttached(q, q.self),
      steps: [(g) => void dealDamage(g, hostOf(g, self(g)), 1), (g) => discardFromPlay(g, self(g))],
    },
  ],
});
