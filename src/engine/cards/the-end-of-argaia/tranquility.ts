import {
  controllerOf,
  defineCard,
  hostOf,
  placeStatus,
  removeFromGameFromPlay,
  self,
  tokensOn,
} from '../api';

/**
 * Tranquility (alteration, Phoenixborn): At the end of your turn, place 1 status token on this
 * spell. Then, if there are 3 or more status tokens on this spell, remove it from the game.
 * The only side action you may take is Meditate.
 *
 * "You" is the player whose Phoenixborn it is attached to (the README's ruling).
 */
export default defineCard({
  stub: 'tranquility',
  onlyMeditateSideAction: true,
  triggers: [
    {
      name: 'Tranquility',
      event: 'turnEnded',
      inexhaustible: true,
      match: (q, e) => {
        const host = hostOf(q, q.self);
        return host !== null && controllerOf(q, host) === e.player;
      },
      steps: [
        (g) => void placeStatus(g, self(g), 1),
        (g) => {
          if (tokensOn(g, self(g)).status >= 3) removeFromGameFromPlay(g, self(g));
        },
      ],
    },
  ],
});
