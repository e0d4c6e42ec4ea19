import {
  chooseCard,
  dealDamage,
  defineCard,
  isOnBattlefield,
  onDestroyed,
  targetablePhoenixborns,
} from '../api';
import type { Step } from '../api';

const target = chooseCard('target', {
  title: 'Ruin Dweller, Blight 1: deal 1 damage to a target Phoenixborn',
  from: (g) => targetablePhoenixborns(g),
});

const blight: Step[] = [target.ask, (g) => void dealDamage(g, target.of(g), 1)];

/** Ruin Dweller: Blight 1: At the end of the round or when this unit is destroyed as a result of an attack an opponent controls, deal 1 damage to a target Phoenixborn. */
export default defineCard({
  stub: 'ruin-dweller',
  triggers: [
    {
      name: 'Blight 1',
      event: 'endOfRound',
      match: (q) => isOnBattlefield(q, q.self),
      steps: blight,
    },
    // Destroyed by damage of a battle (not an effect) while an opponent is the attacking player.
    onDestroyed(
      'Blight 1 (destroyed)',
      blight,
      (q, e) => !e.byEffect && q.state.attack !== null && q.state.attack.attacker !== q.me,
    ),
  ],
});
