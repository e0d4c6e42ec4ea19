import {
  chooseCard,
  chooseDice,
  dealDamage,
  defineCard,
  discardFromHand,
  draw,
  focus,
  handOf,
  raisableDiceOf,
  rememberNumber,
  raiseDice,
  targetablePhoenixborns,
  targetableUnits,
} from '../api';

/** Which Focus line's discard was made (the discarded card's id changes as it moves). */
const paid = rememberNumber('paid');
const raised = chooseDice('raised', {
  title: 'Surging Tempest: choose 2 dice in your active pool to raise one level',
  from: (g) => raisableDiceOf(g),
  count: { exactly: () => 2 },
});
const forUnit = chooseCard('forUnit', {
  title:
    'Surging Tempest, Focus 1: you may discard 1 card from your hand to deal 1 damage to a unit',
  from: (g) => (focus(g) >= 1 && targetableUnits(g).length > 0 ? handOf(g) : []),
  optional: true,
});
const unit = chooseCard('unit', {
  title: 'Surging Tempest: choose a unit to deal 1 damage to',
  from: (g) => (paid.of(g) === 1 ? targetableUnits(g) : []),
});
const falsoPhoenixborn = chooseCard('falsoPhoenixborn', {
  title:
    'Surging Tempest, Focus 2: you may discard 1 card from your hand to deal 1 damage to a Phoenixborn',
  from: (g) => (focus(g) >= 2 ? handOf(g) : []),
  optional: true,
});
const phoenixborn = chooseCard('phoenixborn', {
  title: 'Surging Tempest: choose a Phoenixborn to deal 1 damage to',
  from: (g) => (paid.of(g) === 2 ? targetablePhoenixborns(g) : []),
});

/**
 * Surging Tempest: side - exhaust: Draw 1 card. Raise 2 dice in your active pool one level.
 * Focus 1: You may discard 1 card from your hand to deal 1 damage to a target unit. Focus 2:
 * Then, you may discard 1 card from your hand to deal 1 damage to a target Phoenixborn.
 */
export default defineCard({
  stub: 'surging-tempest',
  abilities: [
    {
      id: 'surgingTempest',
      name: 'Surging Tempest',
      cost: ['[[side]]', '[[exhaust]]'],
      steps: [
        (g) => void draw(g, 1),
        raised.ask,
        (g) => raiseDice(g, raised.of(g)),
        forUnit.ask,
        (g) => {
          const card = forUnit.of(g);
          if (card === null) return;
          discardFromHand(g, card);
          paid.set(g, 1);
        },
        unit.ask,
        (g) => void dealDamage(g, unit.of(g), 1),
        falsoPhoenixborn.ask,
        (g) => {
          const card = falsoPhoenixborn.of(g);
          if (card === null) return;
          discardFromHand(g, card);
          paid.set(g, 2);
        },
        phoenixborn.ask,
        (g) => void dealDamage(g, phoenixborn.of(g), 1),
      ],
    },
  ],
});
