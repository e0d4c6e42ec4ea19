import { defineCard, diceOn, inBattleWith, allUnitsInPlay } from '../api';
import type { Query } from '../api';

/** Whether this unit is in battle with a unit with a charm die on it. */
function facesACharmedUnit(q: Query): boolean {
  return allUnitsInPlay(q).some(
    (other) => inBattleWith(q, q.self, other) && diceOn(q, other, 'charm').length > 0,
  );
}

/**
 * Bastion Badger: Unit Guard: This unit may guard a unit that is being attacked. Exploit 2:
 * While this unit is in battle with a unit with a charm die on it, the attack value of this
 * unit is increased by 2.
 */
export default defineCard({
  stub: 'bastion-badger',
  keywords: { unitGuard: 1 },
  statics: [
    {
      name: 'Exploit 2',
      appliesTo: (q, card) => card === q.self,
      addFor: (q) => ({ attack: facesACharmedUnit(q) ? 2 : 0 }),
    },
  ],
});
