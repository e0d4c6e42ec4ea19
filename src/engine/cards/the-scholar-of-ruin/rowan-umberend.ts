import {
  cardsUnderneath,
  defineCard,
  destroy,
  discardCardsUnderneath,
  eventOf,
  hasRoomOn,
  isAlly,
  isInDiscard,
  placeOntoBattlefieldFromUnderneath,
  placeUnderneath,
  rememberCards,
  self,
} from '../api';
import type { Scope } from '../api';

function alliesUnderneath(s: Scope): string[] {
  return cardsUnderneath(s, self(s)).filter((card) => isAlly(s, card));
}

const exhumed = rememberCards('exhumed');

/** Rowan Umberend: Conscript: After an ally you control is destroyed, you may place it face down under this card, discarding any other allies underneath this card. Exhume: main, exhaust, 1 basic: Place an ally that is underneath this card onto your battlefield, and then destroy it. */
export default defineCard({
  stub: 'rowan-umberend',
  triggers: [
    {
      name: 'Conscript',
      event: 'destroyed',
      optional: true,
      match: (q, e) => e.wasAlly && e.controller === q.me && isInDiscard(q, e.card),
      steps: [
        (g) => {
          const ally = eventOf(g, 'destroyed')?.card ?? null;
          if (!ally || !isInDiscard(g, ally)) return { end: true };
          discardCardsUnderneath(g, self(g));
          placeUnderneath(g, ally, self(g));
        },
      ],
    },
  ],
  abilities: [
    {
      id: 'exhume',
      name: 'Exhume',
      cost: ['[[main]]', '[[exhaust]]', '1 [[basic]]'],
      usable: (q) => alliesUnderneath(q).length > 0 && hasRoomOn(q, q.me),
      steps: [
        // Conscript keeps one ally underneath at a time: it is the one placed.
        (g) => {
          const placed = placeOntoBattlefieldFromUnderneath(g, alliesUnderneath(g)[0] ?? null);
          exhumed.set(g, placed ? [placed] : []);
        },
        // "and then": its coming into play resolves first.
        (g) => void destroy(g, exhumed.of(g)?.[0] ?? null),
      ],
    },
  ],
});
