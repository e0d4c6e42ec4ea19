import {
  attackOf,
  chooseCard,
  dealDamage,
  defineCard,
  isExhausted,
  targetableUnits,
  unitsOf,
} from '../api';
import type { Scope } from '../api';

function unexhaustedUnits(s: Scope): string[] {
  return unitsOf(s).filter((u) => !isExhausted(s, u));
}

const chosen = chooseCard('chosen', {
  title: 'Command Strike: choose an unexhausted unit you control',
  from: (g) => unexhaustedUnits(g),
});
const target = chooseCard('target', {
  title: 'Command Strike: choose a target unit',
  from: (g) => targetableUnits(g),
});

/** Maeoni Viper: Command Strike: side, exhaust, 2 basic: choose an unexhausted unit you control; deal damage equal to its attack value to a target unit. */
export default defineCard({
  stub: 'maeoni-viper',
  abilities: [
    {
      id: 'commandStrike',
      name: 'Command Strike',
      cost: ['[[side]]', '[[exhaust]]', '2 [[basic]]'],
      usable: (q) => unexhaustedUnits(q).length > 0 && targetableUnits(q).length > 0,
      steps: [
        chosen.ask,
        target.ask,
        (g) => {
          const unit = chosen.of(g);
          if (unit) dealDamage(g, target.of(g), attackOf(g, unit));
        },
      ],
    },
  ],
});
