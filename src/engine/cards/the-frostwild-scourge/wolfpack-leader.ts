import {
  canSummon,
  defineCard,
  isOnBattlefield,
  onComesIntoPlay,
  placeStatus,
  removeStatus,
  self,
  summon,
  tokensOn,
} from '../api';

/**
 * Wolfpack Leader: Charged 2: When this unit comes into play, place 2 status tokens on it.
 * Call the Pack: At the start of your turn, you may remove 1 status token from this unit to
 * place a Pack Wolf conjuration onto your battlefield.
 */
export default defineCard({
  stub: 'wolfpack-leader',
  triggers: [
    onComesIntoPlay('Charged 2', [(g) => placeStatus(g, self(g), 2)]),
    {
      name: 'Call the Pack',
      event: 'turnStarted',
      optional: true,
      match: (q, e) =>
        e.player === q.me &&
        isOnBattlefield(q, q.self) &&
        tokensOn(q, q.self).status > 0 &&
        canSummon(q, 'pack-wolf'),
      steps: [
        (g) => {
          // "To": the Pack Wolf comes only once the token was removed (rules digest §16.1 rule 1).
          if (removeStatus(g, self(g), 1) > 0) summon(g, 'pack-wolf');
        },
      ],
    },
  ],
});
