import {
  addAttackThisTurn,
  chooseCard,
  defineCard,
  onComesIntoPlay,
  placeStatus,
  removeStatus,
  self,
  summon,
  tokensOn,
  unitsOf,
} from '../api';

const target = chooseCard('target', {
  title: 'Guide: choose another unit you control to get +1 attack this turn',
  from: (g) => unitsOf(g).filter((u) => u !== self(g)),
});

/**
 * Hunt Master: Call the Hunt: When this unit comes into play, place 2 status tokens on this unit
 * and place a Panther Spirit conjuration onto your battlefield.
 * Guide: side: Remove 1 status token from this unit to add 1 to the attack value of another
 * target unit you control for the remainder of the turn.
 */
export default defineCard({
  stub: 'hunt-master',
  triggers: [
    onComesIntoPlay('Call the Hunt', [
      (g) => placeStatus(g, self(g), 2),
      (g) => void summon(g, 'panther-spirit'),
    ]),
  ],
  abilities: [
    {
      id: 'guide',
      name: 'Guide',
      cost: ['[[side]]'],
      usable: (q) => tokensOn(q, q.self).status > 0 && unitsOf(q).some((u) => u !== q.self),
      steps: [
        target.ask,
        // "to": the attack follows only once the token was removed (rules digest §16.1 rule 1).
        (g) => {
          if (target.of(g) !== null && removeStatus(g, self(g), 1) > 0)
            addAttackThisTurn(g, target.of(g), 1);
        },
      ],
    },
  ],
});
