import {
  chooseDie,
  defineCard,
  diceOn,
  exhaustedDiceOfMagic,
  onComesIntoPlay,
  opponentsOf,
  resolveDicePower,
  unitsOf,
} from '../api';
import type { Query } from '../api';

const die = chooseDie('die', {
  title:
    'Chimera Charmer, Subdue: you may choose a charm die in your exhausted pool to resolve its power',
  from: (g) => exhaustedDiceOfMagic(g, 'charm').map((d) => d.uuid),
  decline: 'Skip',
});

/** Units opponents control with a charm die on them. */
function charmedOpponentUnits(q: Query): number {
  return opponentsOf(q)
    .flatMap((p) => unitsOf(q, p))
    .filter((unit) => diceOn(q, unit, 'charm').length > 0).length;
}

/**
 * Chimera Charmer: Subdue: When this unit comes into play, you may choose a charm die in your
 * exhausted pool and resolve its dice power without paying its cost. Imbued: This unit's attack
 * value is increased by 1 for each unit an opponent controls with a charm die on it.
 */
export default defineCard({
  stub: 'chimera-charmer',
  triggers: [onComesIntoPlay('Subdue', [die.ask, (g) => resolveDicePower(g, die.of(g))])],
  statics: [
    {
      name: 'Imbued',
      appliesTo: (q, card) => card === q.self,
      addFor: (q) => ({ attack: charmedOpponentUnits(q) }),
    },
  ],
});
