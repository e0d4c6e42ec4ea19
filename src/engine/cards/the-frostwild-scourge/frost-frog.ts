import {
  addAttackThisTurn,
  chooseCard,
  chooseOption,
  defineCard,
  exhaust,
  lifeOf,
  opponentUnits,
  self,
  whenDeclared,
} from '../api';
import type { Scope } from '../api';

function chilled(s: Scope): string[] {
  return opponentUnits(s).filter((u) => lifeOf(s, u) <= 1);
}

const effect = chooseOption('effect', {
  title: 'Cold Snap 1: you may add 1 to its attack or exhaust a unit with life 1 or less',
  options: { attack: '+1 attack', exhaust: 'Exhaust a unit', none: 'Neither' },
  only: (g, value) => value !== 'exhaust' || chilled(g).length > 0,
});

const target = chooseCard('target', {
  title: 'Cold Snap 1: choose a unit an opponent controls with life 1 or less to exhaust',
  from: (g) => (effect.of(g) === 'exhaust' ? chilled(g) : []),
});

/**
 * Frost Frog: Cold Snap 1: When this unit is declared as an attacker, you may add 1 to its
 * attack value for the remainder of the turn or place an exhaustion token on a target unit an
 * opponent controls with a life value of 1 or less.
 */
export default defineCard({
  stub: 'frost-frog',
  triggers: [
    whenDeclared(
      'Cold Snap 1',
      ['attacker'],
      [
        effect.ask,
        target.ask,
        (g) => {
          if (effect.of(g) === 'attack') addAttackThisTurn(g, self(g), 1);
          if (effect.of(g) === 'exhaust') exhaust(g, target.of(g), 1);
        },
      ],
    ),
  ],
});
