import {
  alliesYouControl,
  chooseCard,
  defineCard,
  grantKeyword,
  removeAllExhaustion,
} from '../api';

const target = chooseCard('target', {
  title: 'Gift of Wings: choose an ally you control',
  from: alliesYouControl,
});

/** Sembali Grimtongue: Gift of Wings: side, exhaust, 2 basic: Remove all exhaustion tokens from a target ally you control. It cannot be guarded against for the remainder of the turn. */
export default defineCard({
  stub: 'sembali-grimtongue',
  abilities: [
    {
      id: 'giftOfWings',
      name: 'Gift of Wings',
      cost: ['[[side]]', '[[exhaust]]', '2 [[basic]]'],
      usable: (q) => alliesYouControl(q).length > 0,
      steps: [
        target.ask,
        (g) => removeAllExhaustion(g, target.of(g)),
        // "Cannot be guarded against" is what Stalk says.
        (g) => grantKeyword(g, target.of(g), 'stalk', 'thisTurn'),
      ],
    },
  ],
});
