import {
  addAttackThisTurn,
  chooseCard,
  defineCard,
  onAllyDestroyedCharge,
  removeStatus,
  self,
  targetableUnits,
  tokensOn,
  unitsOf,
} from '../api';
import type { Scope } from '../api';

function myTargetableUnits(s: Scope): string[] {
  return targetableUnits(s, (u) => unitsOf(s).includes(u));
}

const target = chooseCard('target', {
  title: 'Chant of Hostility: add 1 to the attack value of a target unit you control',
  from: (g) => myTargetableUnits(g),
});

/** Chant of Hostility: After an ally you control is destroyed, place 1 status token on this spell if it has no status tokens on it. side, exhaust: Remove 1 status token from this spell to add 1 to the attack value of a target unit you control for the remainder of the turn. */
export default defineCard({
  stub: 'chant-of-hostility',
  triggers: [onAllyDestroyedCharge('Chant of Hostility')],
  abilities: [
    {
      id: 'hostility',
      name: 'Chant of Hostility',
      cost: ['[[side]]', '[[exhaust]]'],
      usable: (q) => tokensOn(q, q.self).status > 0 && myTargetableUnits(q).length > 0,
      steps: [
        (g) => {
          if (removeStatus(g, self(g), 1) === 0) return { end: true };
        },
        target.ask,
        (g) => addAttackThisTurn(g, target.of(g), 1),
      ],
    },
  ],
});
