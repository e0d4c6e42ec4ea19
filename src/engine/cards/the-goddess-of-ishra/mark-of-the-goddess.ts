import {
  attackOf,
  chooseCard,
  chooseOption,
  controllerOf,
  dealDamage,
  defineCard,
  isExhausted,
  opponentUnits,
  phoenixbornOf,
  rememberNumber,
  targetablePhoenixborns,
  targetableUnits,
  unitsOf,
} from '../api';
import type { PlayerId, Run, Scope } from '../api';

function unexhaustedOpponentTargets(s: Scope): string[] {
  return opponentUnits(s).filter((u) => !isExhausted(s, u));
}

const chosen = chooseCard('chosen', {
  title: 'Mark of the Goddess: choose an unexhausted unit an opponent controls',
  from: (g) => unexhaustedOpponentTargets(g),
});
const damage = rememberNumber('damage');

function thatOpponent(g: Run): PlayerId | null {
  const unit = chosen.of(g);
  return unit === null ? null : controllerOf(g, unit);
}

function otherTargets(g: Run): string[] {
  const whose = thatOpponent(g);
  const unit = chosen.of(g);
  return whose === null
    ? []
    : targetableUnits(g, (u) => u !== unit && unitsOf(g, whose).includes(u));
}

/** The chosen unit is the only unexhausted unit its controller has (targetable or not). */
function onlyUnexhausted(g: Run): boolean {
  const whose = thatOpponent(g);
  if (whose === null) return false;
  const unexhausted = unitsOf(g, whose).filter((u) => !isExhausted(g, u));
  return unexhausted.length === 1 && unexhausted[0] === chosen.of(g);
}

function theirPhoenixborn(g: Run): string | null {
  const whose = thatOpponent(g);
  if (whose === null) return null;
  const pb = phoenixbornOf(g, whose);
  return targetablePhoenixborns(g).includes(pb) ? pb : null;
}

const where = chooseOption('where', {
  title: 'Mark of the Goddess: deal the damage to another unit or to their Phoenixborn?',
  options: { unit: 'Another unit', phoenixborn: 'Their Phoenixborn' },
  when: (g) => onlyUnexhausted(g) && theirPhoenixborn(g) !== null,
  only: (g, v) => v === 'phoenixborn' || otherTargets(g).length > 0,
});
const other = chooseCard('other', {
  title: 'Mark of the Goddess: choose another unit that opponent controls',
  from: (g) => (where.of(g) === 'phoenixborn' ? [] : otherTargets(g)),
});

/** Mark of the Goddess: Choose a target unexhausted unit an opponent controls. Deal damage equal to the chosen unit's attack value to another target unit that opponent controls. If the chosen unit is the only unexhausted unit that opponent controls, you may deal that damage to their target Phoenixborn instead. */
export default defineCard({
  stub: 'mark-of-the-goddess',
  playable: (q) => unexhaustedOpponentTargets(q).length > 0,
  effect: [
    chosen.ask,
    (g) => {
      const unit = chosen.of(g);
      damage.set(g, unit === null ? 0 : attackOf(g, unit));
    },
    where.ask,
    other.ask,
    (g) => {
      const target = where.of(g) === 'phoenixborn' ? theirPhoenixborn(g) : other.of(g);
      dealDamage(g, target, damage.of(g) ?? 0);
    },
  ],
});
