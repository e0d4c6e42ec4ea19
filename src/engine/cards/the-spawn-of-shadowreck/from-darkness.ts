import {
  attackOf,
  chooseCard,
  dealDamage,
  defineCard,
  isAttacking,
  isExhausted,
  opponentUnits,
  unitsOf,
} from '../api';
import type { Scope } from '../api';

function attackers(s: Scope): string[] {
  return opponentUnits(s).filter((u) => isAttacking(s, u));
}

function exhaustedUnits(s: Scope): string[] {
  return unitsOf(s).filter((u) => isExhausted(s, u));
}

const target = chooseCard('target', {
  title: 'From Darkness: choose an attacking unit to deal damage to',
  from: attackers,
});
const measure = chooseCard('measure', {
  title:
    'From Darkness: choose an exhausted unit you control: deal damage equal to its attack value',
  from: exhaustedUnits,
});

/**
 * From Darkness: You may play this spell after an opponent declares attackers. Deal damage to a
 * target attacking unit equal to the attack value of an exhausted unit you control.
 */
export default defineCard({
  stub: 'from-darkness',
  reaction: {
    event: 'attackersDeclared',
    // One declaration raises an event per attacker: answer it once, on the first.
    match: (q, e) =>
      e.controller !== q.me &&
      q.state.attack?.battles[0]?.attacker === e.card &&
      attackers(q).length > 0 &&
      exhaustedUnits(q).length > 0,
  },
  effect: [
    target.ask,
    measure.ask,
    (g) => {
      const unit = measure.of(g);
      if (unit !== null) dealDamage(g, target.of(g), attackOf(g, unit));
    },
  ],
});
