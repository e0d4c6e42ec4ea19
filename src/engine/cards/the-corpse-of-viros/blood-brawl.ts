import {
  chooseCard,
  dealDamage,
  defineCard,
  opponentUnits,
  resolveRepeatedly,
  tokensOn,
  unitsOf,
} from '../api';
import type { Scope } from '../api';

/** The wound tokens on the units you control, counted as the spell resolves. */
function woundsOnYourUnits(s: Scope): number {
  return unitsOf(s).reduce((sum, unit) => sum + tokensOn(s, unit).damage, 0);
}

const target = chooseCard('target', {
  title: 'Blood Brawl: you may deal 1 damage to a unit an opponent controls',
  from: (g) => opponentUnits(g),
  optional: true,
});

/**
 * Blood Brawl: Resolve the following effect once for each wound token on units you control:
 * You may deal 1 damage to a target unit an opponent controls.
 */
export default defineCard({
  stub: 'blood-brawl',
  effect: resolveRepeatedly(
    'brawls',
    woundsOnYourUnits,
    ['target'],
    [target.ask, (g) => void dealDamage(g, target.of(g), 1)],
  ),
});
