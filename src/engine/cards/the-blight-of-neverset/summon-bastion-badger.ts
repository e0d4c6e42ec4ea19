import { activeDiceOf, canSummon, chooseDie, defineCard, raiseDie, summon } from '../api';

const raised = chooseDie('raised', {
  title: 'Summon Bastion Badger: you may raise 1 charm class die in your active pool one level',
  from: (g) =>
    activeDiceOf(g)
      .filter((d) => d.magic === 'charm' && d.level === 'class')
      .map((d) => d.uuid),
  decline: 'Skip',
});

/**
 * Summon Bastion Badger: main - exhaust - 1 charm class - 1 basic: Place a Bastion Badger
 * conjuration onto your battlefield. Then, you may raise 1 charm class die in your active pool
 * one level.
 */
export default defineCard({
  stub: 'summon-bastion-badger',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Bastion Badger',
      cost: ['[[main]]', '[[exhaust]]', '1 [[charm:class]]', '1 [[basic]]'],
      usable: (q) => canSummon(q, 'bastion-badger'),
      steps: [
        (g) => void summon(g, 'bastion-badger'),
        raised.ask,
        (g) => raiseDie(g, raised.of(g)),
      ],
    },
  ],
});
