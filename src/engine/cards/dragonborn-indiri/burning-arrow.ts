import { addAttackThisTurn, defineAspect, self, whenDeclared } from '../api';

/** Burning Arrow (conjured aspect): Ephemeral. When this aspect attacks, it gets +1 attack this turn. */
export default defineAspect({
  stub: 'burning-arrow',
  keywords: { ephemeral: 1 },
  triggers: [
    whenDeclared('Burning Arrow', ['attacker'], [(g) => addAttackThisTurn(g, self(g), 1)]),
  ],
});
