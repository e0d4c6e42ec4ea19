import {
  alterationsInPlay,
  defineCard,
  discardFromPlay,
  eventOf,
  hostOf,
  onAttached,
  placeStatus,
  self,
  stubOf,
  tokensOn,
} from '../api';

/**
 * Explosive Growth (alteration, attack +X): When attaching this spell, place 2 status tokens
 * on this unit. Discard all other copies of Explosive Growth attached to this unit.
 * X = the number of status tokens on this unit.
 */
export default defineCard({
  stub: 'explosive-growth',
  triggers: [
    onAttached('When attached', [
      (g) => {
        const host = eventOf(g, 'alterationAttached')?.host ?? null;
        placeStatus(g, host, 2);
        for (const { card, host: on } of alterationsInPlay(g))
          if (on === host && card !== self(g) && stubOf(g, card) === 'explosive-growth')
            discardFromPlay(g, card);
      },
    ]),
  ],
  statics: [
    {
      // "X = …" is not an ability (rules digest §14.3): it counts while the spell is exhausted too.
      name: 'X',
      inexhaustible: true,
      appliesTo: (q, card) => card === hostOf(q, q.self),
      addFor: (q, card) => ({ attack: tokensOn(q, card).status }),
    },
  ],
});
