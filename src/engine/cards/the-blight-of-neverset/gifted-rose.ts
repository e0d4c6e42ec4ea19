import { alterationsInPlay, defineCard, discardFromPlay, hostOf, self, stubOf } from '../api';
import type { Ability, Run } from '../api';

/** The Gifted Rose on the Phoenixborn using Reject (the granted ability's `self`). */
function roseOn(g: Run): string | null {
  const host = self(g);
  return (
    alterationsInPlay(g).find((a) => a.host === host && stubOf(g, a.card) === 'gifted-rose')
      ?.card ?? null
  );
}

/** Reject, paid one way: "1 [[basic]] or 1 [[discard]]" is one ability per payment. */
function reject(id: string, payment: string, paid: string): Ability {
  return {
    id,
    name: `Reject (${paid})`,
    cost: ['[[side]]', payment],
    inexhaustible: true,
    steps: [(g) => discardFromPlay(g, roseOn(g))],
  };
}

/**
 * Gifted Rose: * The attached Phoenixborn cannot guard. * Reject: side - 1 basic or 1 discard:
 * Discard this spell.
 */
export default defineCard({
  stub: 'gifted-rose',
  statics: [
    {
      name: 'Gifted Rose',
      inexhaustible: true,
      appliesTo: (q, card) => hostOf(q, q.self) === card,
      forbids: ['guard'],
    },
  ],
  grantedAbilities: [
    reject('reject', '1 [[basic]]', '1 basic die'),
    reject('rejectByDiscard', '1 [[discard]]', 'discard 1 card'),
  ],
});
