import {
  attackOf,
  chooseCard,
  chooseOption,
  dealDamage,
  defineCard,
  exhaust,
  isExhausted,
  isOnBattlefield,
  placeWounds,
  targetableUnits,
  unitsOf,
} from '../api';
import type { Scope } from '../api';

function unexhaustedUnits(s: Scope): string[] {
  return unitsOf(s).filter((u) => !isExhausted(s, u));
}

const chosen = chooseCard('chosen', {
  title: 'Close Combat: choose an unexhausted unit you control',
  from: (g) => unexhaustedUnits(g),
});
const target = chooseCard('target', {
  title: 'Close Combat: choose another unit to damage',
  from: (g) => targetableUnits(g, (u) => u !== chosen.of(g)),
});
const token = chooseOption('token', {
  title: 'Place a wound or an exhaustion token on the chosen unit',
  options: { wound: 'Wound', exhaustion: 'Exhaustion' },
  when: (g) => {
    const unit = chosen.of(g);
    return unit !== null && isOnBattlefield(g, unit);
  },
});

/** Close Combat: Choose an unexhausted unit you control. Deal damage to another target unit equal to the chosen unit's attack value. Then place 1 wound token or 1 exhaustion token on the chosen unit. */
export default defineCard({
  stub: 'close-combat',
  playable: (q) => unexhaustedUnits(q).length > 0 && targetableUnits(q).length > 1,
  effect: [
    chosen.ask,
    target.ask,
    (g) => {
      const unit = chosen.of(g);
      if (unit) dealDamage(g, target.of(g), attackOf(g, unit));
    },
    token.ask,
    (g) => {
      const how = token.of(g);
      if (how === 'wound') placeWounds(g, chosen.of(g), 1);
      if (how === 'exhaustion') exhaust(g, chosen.of(g), 1);
    },
  ],
});
