import {
  chooseCard,
  defineCard,
  exhaust,
  isAttacking,
  removeFromBattle,
  targetableUnits,
} from '../api';
import type { Scope } from '../api';

function attackers(s: Scope): string[] {
  return targetableUnits(s, (u) => isAttacking(s, u));
}

const target = chooseCard('target', {
  title: 'Figures in the Fog: choose an attacking unit',
  from: attackers,
});

/** Figures in the Fog: You may play this spell after an opponent declares attackers. Choose a target attacking unit and place 1 exhaustion token on it. It is no longer attacking. */
export default defineCard({
  stub: 'figures-in-the-fog',
  reaction: {
    event: 'attackersDeclared',
    // One declaration raises an event per attacker: answer it once, on the first.
    match: (q, e) =>
      e.controller !== q.me &&
      q.state.attack?.battles[0]?.attacker === e.card &&
      attackers(q).length > 0,
  },
  effect: [
    target.ask,
    (g) => {
      exhaust(g, target.of(g), 1);
      removeFromBattle(g, target.of(g));
    },
  ],
});
