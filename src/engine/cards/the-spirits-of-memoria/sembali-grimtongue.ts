import {
  chooseCard,
  defineCard,
  grantKeyword,
  isAlly,
  removeAllExhaustion,
  targetableUnits,
  unitsOf,
} from '../api';
import type { Scope } from '../api';

function myAllies(s: Scope): string[] {
  return targetableUnits(s, (u) => unitsOf(s).includes(u) && isAlly(s, u));
}

const target = chooseCard('target', {
  title: 'Gift of Wings: choose an ally you control',
  from: myAllies,
});

/** Sembali Grimtongue: Gift of Wings: side, exhaust, 2 basic: Remove all exhaustion tokens from a target ally you control. It cannot be guarded against for the remainder of the turn. */
export default defineCard({
  stub: 'sembali-grimtongue',
  abilities: [
    {
      id: 'giftOfWings',
      name: 'Gift of Wings',
      cost: ['[[side]]', '[[exhaust]]', '2 [[basic]]'],
      usable: (q) => myAllies(q).length > 0,
      steps: [
        target.ask,
        (g) => removeAllExhaustion(g, target.of(g)),
        // "Cannot be guarded against" is what Stalk says.
        (g) => grantKeyword(g, target.of(g), 'stalk', 'thisTurn'),
      ],
    },
  ],
});
