import { registerCard } from '../registry';
import { conjureOnto, ctxId, damage, hasConjuration, targetUnit } from '../helpers';
/** Summon Gilder: main, exhaust, 1 natural class: place a Gilder onto your battlefield. You may deal 1 damage to a target unit. */
export default registerCard({
  stub: 'summon-gilder',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Gilder',
      cost: ['[[main]]', '[[exhaust]]', '1 [[natural:class]]'],
      usable: (q) => hasConjuration(q, 'gilder'),
      steps: [
        (g) => {
          conjureOnto(g, 'gilder');
        },
        targetUnit('target', 'Summon Gilder: you may deal 1 damage to a unit', () => true, true),
        (g) => {
          damage(g, ctxId(g, 'target'), 1);
        },
      ],
    },
  ],
});
