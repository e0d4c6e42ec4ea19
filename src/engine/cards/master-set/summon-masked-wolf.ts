import { canSummon, defineCard, diceSpentOnCost, focus, gainSideAction, summon } from '../api';

/** Summon Masked Wolf: side, exhaust, 1 illusion class: place a Masked Wolf onto your battlefield. Focus 1: if you spent an illusion power die, you may take an additional side action this turn. */
export default defineCard({
  stub: 'summon-masked-wolf',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Masked Wolf',
      cost: ['[[side]]', '[[exhaust]]', '1 [[illusion:class]]'],
      usable: (q) => canSummon(q, 'masked-wolf'),
      steps: [
        (g) => {
          summon(g, 'masked-wolf');
          const spentPower = diceSpentOnCost(g).some(
            (d) => d.magic === 'illusion' && d.level === 'power',
          );
          if (spentPower && focus(g) >= 1) gainSideAction(g);
        },
      ],
    },
  ],
});
