import { chooseCard, defineCard, forbid, opponentUnits } from '../api';

const target = chooseCard('target', {
  title: 'Gaze: you may choose a unit that cannot block or guard this turn',
  from: (g) => opponentUnits(g),
  optional: true,
});

/** Blue Jaguar: Gaze: when this unit is declared as an attacker, you may choose a target unit an opponent controls. That unit cannot block or guard for the remainder of the turn. */
export default defineCard({
  stub: 'blue-jaguar',
  triggers: [
    {
      name: 'Gaze',
      event: 'attackersDeclared',
      match: (q, e) => e.card === q.self,
      steps: [target.ask, (g) => forbid(g, target.of(g), ['block', 'guard'], 'thisTurn')],
    },
  ],
});
