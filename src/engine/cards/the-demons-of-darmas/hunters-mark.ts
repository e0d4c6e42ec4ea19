import { defineCard, hostOf } from '../api';

/** Hunter's Mark: When this unit receives damage, place twice the normal number of wound tokens on it. While this unit is the target of an attack, no guard may be declared. */
export default defineCard({
  stub: 'hunters-mark',
  statics: [
    {
      name: "Hunter's Mark",
      inexhaustible: true,
      appliesTo: (q, card) => card === hostOf(q, q.self),
      woundFactor: 2,
      forbids: ['beGuarded'],
    },
  ],
});
