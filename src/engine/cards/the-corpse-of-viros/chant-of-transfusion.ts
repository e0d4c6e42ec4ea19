import {
  chooseCard,
  defineCard,
  moveToken,
  onAllyDestroyedCharge,
  removeStatus,
  self,
  targetableUnits,
  tokensOn,
} from '../api';

const from = chooseCard('from', {
  title: 'Chant of Transfusion: choose a unit to move 1 wound token from',
  from: (g) => targetableUnits(g, (u) => tokensOn(g, u).damage > 0),
});

const onto = chooseCard('onto', {
  title: 'Chant of Transfusion: choose another unit to move the wound token onto',
  from: (g) => (from.of(g) === null ? [] : targetableUnits(g, (u) => u !== from.of(g))),
});

/**
 * Chant of Transfusion: After an ally you control is destroyed, place 1 status token on this
 * spell if it has no status tokens on it. main or side - exhaust: Remove 1 status token from
 * this spell to move 1 wound token from a target unit onto another target unit.
 */
export default defineCard({
  stub: 'chant-of-transfusion',
  triggers: [onAllyDestroyedCharge('Chant of Transfusion')],
  abilities: [
    {
      id: 'transfuse',
      name: 'Chant of Transfusion',
      cost: [['[[main]]', '[[side]]'], '[[exhaust]]'],
      usable: (q) =>
        tokensOn(q, q.self).status > 0 &&
        targetableUnits(q, (u) => tokensOn(q, u).damage > 0).length > 0 &&
        targetableUnits(q).length >= 2,
      steps: [
        from.ask,
        onto.ask,
        (g) => {
          // "To": the wound moves only once the status token was removed (rules digest §16.1 rule 1).
          if (removeStatus(g, self(g), 1) > 0) moveToken(g, 'damage', from.of(g), onto.of(g));
        },
      ],
    },
  ],
});
