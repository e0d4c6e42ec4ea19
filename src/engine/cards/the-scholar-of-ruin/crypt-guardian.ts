import {
  chooseCard,
  defineCard,
  exhaust,
  isExhausted,
  isOnBattlefield,
  onDestroyed,
  targetableUnits,
} from '../api';
import type { Step } from '../api';

const target = chooseCard('target', {
  title: 'Crypt Guardian, Shackle 1: you may exhaust a target unexhausted unit',
  from: (g) => targetableUnits(g, (u) => !isExhausted(g, u)),
  optional: true,
});

const shackle: Step[] = [target.ask, (g) => exhaust(g, target.of(g), 1)];

/** Crypt Guardian: Unit Guard: This unit may guard a unit that is being attacked. Shackle 1: At the end of the round or when this unit is destroyed as a result of a spell, ability, or dice power, you may place 1 exhaustion token on a target unexhausted unit. */
export default defineCard({
  stub: 'crypt-guardian',
  keywords: { unitGuard: 1 },
  triggers: [
    {
      name: 'Shackle 1',
      event: 'endOfRound',
      match: (q) => isOnBattlefield(q, q.self),
      steps: shackle,
    },
    onDestroyed('Shackle 1 (destroyed)', shackle, (_q, e) => e.byEffect),
  ],
});
