import { defineCard } from '../api';

/** Holy Knight: Magic Armor: This unit cannot be targeted by spells an opponent controls. */
export default defineCard({
  stub: 'holy-knight',
  statics: [
    {
      name: 'Magic Armor',
      // A static ability without "*" holds only while the unit is unexhausted.
      appliesTo: (q, card) => card === q.self,
      forbids: ['beTargetedBySpells'],
    },
  ],
});
