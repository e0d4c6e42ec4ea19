import {
  alterationsInPlay,
  defineCard,
  discardFromPlay,
  eventOf,
  isAttacking,
  removeFromBattle,
  self,
  stubOf,
  treatAsExhausted,
} from '../api';
import type { Scope } from '../api';

/** The Stasis spells attached to this unit (Unchain discards one). */
function stasesOn(s: Scope, unit: string): string[] {
  return alterationsInPlay(s)
    .filter(({ card, host }) => host === unit && stubOf(s, card) === 'stasis')
    .map(({ card }) => card);
}

/**
 * Stasis: ~ After an opponent declares attackers, you may play this spell from your hand
 * without paying its side action cost. It is also a reaction spell until it is in play.
 * This unit is considered to be exhausted. If it was declared as an attacker, it is no longer
 * attacking. Unchain: main - side: Discard this spell.
 */
export default defineCard({
  stub: 'stasis',
  playFromHand: {
    name: 'Stasis',
    event: 'attackersDeclared',
    match: (q, e) => e.controller !== q.me,
    reactionSpell: true,
  },
  triggers: [
    {
      name: 'Stasis',
      event: 'alterationAttached',
      inexhaustible: true,
      match: (q, e) => e.card === q.self,
      steps: [
        (g) => {
          const host = eventOf(g, 'alterationAttached')?.host ?? null;
          treatAsExhausted(g, host, { whileAttached: self(g) });
          if (host && isAttacking(g, host)) removeFromBattle(g, host);
        },
      ],
    },
  ],
  // The host gets the alteration's abilities (rules digest §10.3): its controller may Unchain.
  grantedAbilities: [
    {
      id: 'unchain',
      name: 'Unchain',
      cost: ['[[main]]', '[[side]]'],
      inexhaustible: true,
      usable: (q) => stasesOn(q, q.self).length > 0,
      steps: [(g) => discardFromPlay(g, stasesOn(g, self(g))[0] ?? null)],
    },
  ],
});
