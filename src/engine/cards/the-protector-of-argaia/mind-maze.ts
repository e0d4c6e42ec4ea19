import { alterationsInPlay, defineCard, discardFromPlay, hostOf, self, stubOf } from '../api';
import type { Scope } from '../api';

/** The Mind Maze spells attached to this unit (Escape discards one). */
function mazesOn(s: Scope, unit: string): string[] {
  return alterationsInPlay(s)
    .filter(({ card, host }) => host === unit && stubOf(s, card) === 'mind-maze')
    .map(({ card }) => card);
}

/**
 * Mind Maze: * This unit cannot attack, block, or guard. * Escape: main - side - 1 basic -
 * 1 discard: Discard this card. * Lost: Discard this unit at the end of the round.
 */
export default defineCard({
  stub: 'mind-maze',
  grants: { lost: 1 },
  statics: [
    {
      name: 'Mind Maze',
      inexhaustible: true,
      appliesTo: (q, card) => card === hostOf(q, q.self),
      forbids: ['attack', 'block', 'guard'],
    },
  ],
  // The host gets the alteration's abilities (rules digest §10.3): its controller may Escape.
  grantedAbilities: [
    {
      id: 'escape',
      name: 'Escape',
      cost: ['[[main]]', '[[side]]', '1 [[basic]]', '1 [[discard]]'],
      inexhaustible: true,
      usable: (q) => mazesOn(q, q.self).length > 0,
      steps: [(g) => discardFromPlay(g, mazesOn(g, self(g))[0] ?? null)],
    },
  ],
});
