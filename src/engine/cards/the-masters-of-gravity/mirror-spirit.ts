import {
  choosePlayer,
  defineCard,
  onComesIntoPlay,
  placeStatus,
  self,
  tokensOn,
  unitsOf,
} from '../api';

const player = choosePlayer('player', {
  title: 'Reflect Sorrow: choose a player; 1 status token for each exhaustion token on their units',
});

/**
 * Mirror Spirit: Reflect Sorrow: When this unit comes into play, place 1 status token on this
 * unit for each exhaustion token on units a target player controls. * X = the number of status
 * tokens on this unit.
 */
export default defineCard({
  stub: 'mirror-spirit',
  attackX: (q) => tokensOn(q, q.self).status,
  triggers: [
    onComesIntoPlay('Reflect Sorrow', [
      player.ask,
      (g) => {
        const whose = player.of(g);
        if (whose === null) return;
        const tokens = unitsOf(g, whose).reduce((n, u) => n + tokensOn(g, u).exhaustion, 0);
        placeStatus(g, self(g), tokens);
      },
    ]),
  ],
});
