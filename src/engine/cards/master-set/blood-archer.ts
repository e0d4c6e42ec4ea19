import { registerCard } from '../registry';
import { ctxId, damage, targetUnit, targetableUnits, wound } from '../helpers';
/** Blood Archer: Blood Shot: side: place 1 wound token on this unit to deal 1 damage to a target unit. */
export default registerCard({
  stub: 'blood-archer',
  abilities: [
    {
      id: 'bloodShot',
      name: 'Blood Shot',
      cost: ['[[side]]'],
      usable: (q) => targetableUnits(q.state, q.me).length > 0,
      steps: [
        (g) => wound(g, g.frame.source, 1),
        targetUnit('target', 'Blood Shot: choose a unit'),
        (g) => {
          damage(g, ctxId(g, 'target'), 1);
        },
      ],
    },
  ],
});
