import { defineCard, tokensOn } from '../api';

/** Dread Wraith: * Rage 1: Add 1 to this unit's attack value for each wound token on this unit. */
export default defineCard({
  stub: 'dread-wraith',
  statics: [
    {
      name: 'Rage 1',
      inexhaustible: true,
      appliesTo: (q, card) => card === q.self,
      addFor: (q, card) => ({ attack: tokensOn(q, card).damage }),
    },
  ],
});
