import { alterationsInPlay, defineCard } from '../api';

/** Ice Golem: * Skin Morph 2: Add 2 to this unit's life value if it has 1 or more alteration spells attached to it. */
export default defineCard({
  stub: 'ice-golem',
  statics: [
    {
      name: 'Skin Morph 2',
      inexhaustible: true,
      appliesTo: (q, card) =>
        card === q.self && alterationsInPlay(q).some(({ host }) => host === card),
      add: { life: 2 },
    },
  ],
});
