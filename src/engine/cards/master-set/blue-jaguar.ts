import { registerCard } from '../registry';
import { chooseCard, ctxId, opponentUnits } from '../helpers';
import { inst } from '../../cardinfo';
/** Blue Jaguar: Gaze: when this unit is declared as an attacker, you may choose a target unit an opponent controls. That unit cannot block or guard for the remainder of the turn. */
export default registerCard({
  stub: 'blue-jaguar',
  triggers: [
    {
      name: 'Gaze',
      event: 'attackersDeclared',
      match: (q, e) => e.card === q.self,
      steps: [
        chooseCard(
          'target',
          'Gaze: you may choose a unit that cannot block or guard this turn',
          (g) => opponentUnits(g.state, g.me),
          { optional: true },
        ),
        (g) => {
          const target = ctxId(g, 'target');
          if (target) inst(g.state, target).effects.push({ kind: 'cannotBlock', until: 'turn' });
        },
      ],
    },
  ],
});
