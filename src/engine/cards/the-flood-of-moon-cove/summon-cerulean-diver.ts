import {
  canSummon,
  chooseCard,
  dealDamage,
  defineCard,
  diceSpentOnCost,
  focus,
  opponentUnits,
  summon,
} from '../api';
import type { Run } from '../api';

/** Whether a sympathy power die paid this activation. */
function spentSympathyPower(g: Run): boolean {
  return diceSpentOnCost(g).some((d) => d.magic === 'sympathy' && d.level === 'power');
}

const target = chooseCard('target', {
  title: 'Summon Cerulean Diver, Focus 1: you may deal 1 damage to a unit an opponent controls',
  from: (g) => opponentUnits(g),
  optional: true,
});

/**
 * Summon Cerulean Diver: main - exhaust - 1 sympathy class: Place a Cerulean Diver conjuration
 * onto your battlefield. Focus 1: If you spent any sympathy power to activate this spell, you
 * may deal 1 damage to a target unit an opponent controls.
 */
export default defineCard({
  stub: 'summon-cerulean-diver',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Cerulean Diver',
      cost: ['[[main]]', '[[exhaust]]', '1 [[sympathy:class]]'],
      usable: (q) => canSummon(q, 'cerulean-diver'),
      steps: [
        (g) => {
          summon(g, 'cerulean-diver');
          if (focus(g) < 1 || !spentSympathyPower(g)) return { end: true };
        },
        target.ask,
        (g) => void dealDamage(g, target.of(g), 1),
      ],
    },
  ],
});
