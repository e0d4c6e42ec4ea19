import { defineAspect, opponentLowersNonBasicDice, whenDeclared } from '../api';

/**
 * Entangling Arrow (conjured aspect): Ephemeral. When this aspect attacks, the opposing
 * player lowers up to 2 of their non-basic active dice one level (as many as they have).
 */
export default defineAspect({
  stub: 'entangling-arrow',
  keywords: { ephemeral: 1 },
  triggers: [
    whenDeclared('Entangling Arrow', ['attacker'], [(g) => opponentLowersNonBasicDice(g, 2)]),
  ],
});
