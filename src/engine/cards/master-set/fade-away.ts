import {
  defineCard,
  destroy,
  hostOf,
  isAlly,
  isAttached,
  isInDiscard,
  isOnBattlefield,
  removeFromGame,
  self,
} from '../api';

/** Fade Away: Destroy this unit at the end of the round. If the destroyed unit was an ally, remove it from the game. */
export default defineCard({
  stub: 'fade-away',
  triggers: [
    {
      name: 'Fade Away',
      event: 'endOfRound',
      inexhaustible: true,
      match: (q) => isAttached(q, q.self),
      steps: [
        (g) => {
          const host = hostOf(g, self(g));
          if (!host || !isOnBattlefield(g, host)) return;
          const ally = isAlly(g, host);
          const gone = destroy(g, host);
          if (ally && gone && isInDiscard(g, gone)) removeFromGame(g, gone);
        },
      ],
    },
  ],
});
