import { defineAspect, phoenixbornOf, placeStatus, whenDeclared } from '../api';

/** Dragon Rage (aspect): When this aspect attacks, place 1 status token on the Dragonborn. */
export default defineAspect({
  stub: 'dragon-rage',
  triggers: [
    whenDeclared('Dragon Rage', ['attacker'], [(g) => placeStatus(g, phoenixbornOf(g), 1)]),
  ],
});
