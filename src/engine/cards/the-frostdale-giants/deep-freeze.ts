import {
  alterationsInPlay,
  chooseCard,
  defineCard,
  eventOf,
  onAttached,
  placeStatus,
  removeStatus,
  self,
  stubOf,
  treatAsExhausted,
} from '../api';
import type { Scope } from '../api';

/** The Deep Freeze alteration spells attached to this unit. */
function deepFreezesOn(s: Scope, unit: string): string[] {
  return alterationsInPlay(s)
    .filter(({ card, host }) => host === unit && stubOf(s, card) === 'deep-freeze')
    .map(({ card }) => card);
}

const thawed = chooseCard('thawed', {
  title: 'Thaw: choose a Deep Freeze to remove 1 status token from',
  from: (g) => deepFreezesOn(g, self(g)),
});

/**
 * Deep Freeze: * When attaching this spell, place 3 status tokens on this spell. Discard this
 * spell when it no longer has any status tokens on it. As long as this spell is attached to this
 * unit, this unit is considered to be exhausted. This unit now has the following ability:
 * * Thaw: side: Remove 1 status token from a Deep Freeze alteration spell attached to this unit.
 */
export default defineCard({
  stub: 'deep-freeze',
  discardedWithoutStatus: true,
  triggers: [
    onAttached('When attached', [
      (g) => {
        const host = eventOf(g, 'alterationAttached')?.host ?? null;
        placeStatus(g, self(g), 3);
        treatAsExhausted(g, host, { whileAttached: self(g) });
      },
    ]),
  ],
  grantedAbilities: [
    {
      id: 'thaw',
      name: 'Thaw',
      cost: ['[[side]]'],
      inexhaustible: true,
      steps: [thawed.ask, (g) => void removeStatus(g, thawed.of(g), 1)],
    },
  ],
});
