import {
  chooseCard,
  controllerOf,
  defineCard,
  exhaust,
  moveToken,
  removeExhaustion,
  targetableUnits,
  tokensOn,
  unitsOf,
} from '../api';
import type { Scope } from '../api';

function withExhaustion(s: Scope): string[] {
  return targetableUnits(s, (unit) => tokensOn(s, unit).exhaustion > 0);
}

const placeOn = chooseCard('placeOn', {
  title: 'Chaos Gravity: choose a unit to place 1 exhaustion token on',
  from: (g) => targetableUnits(g),
});
/** The units a token moved from this one may go to: "another unit controlled by the same player" (not a target). */
function otherUnitsBeside(s: Scope, unit: string): string[] {
  return unitsOf(s, controllerOf(s, unit)).filter((other) => other !== unit);
}

const moveFrom = chooseCard('moveFrom', {
  title: 'Chaos Gravity: choose a unit to move 1 exhaustion token from',
  from: (g) => withExhaustion(g).filter((unit) => otherUnitsBeside(g, unit).length > 0),
});
const moveTo = chooseCard('moveTo', {
  title: 'Chaos Gravity: choose another unit of the same player to move that token to',
  from: (g) => {
    const from = moveFrom.of(g);
    return from === null ? [] : otherUnitsBeside(g, from);
  },
});
const removeFrom = chooseCard('removeFrom', {
  title: 'Chaos Gravity: choose a unit to remove 1 exhaustion token from',
  from: (g) => withExhaustion(g),
});

/**
 * Chaos Gravity: Place 1 exhaustion token on a target unit. Move 1 exhaustion token from a
 * target unit to another unit controlled by the same player. Remove 1 exhaustion token from a
 * target unit.
 */
export default defineCard({
  stub: 'chaos-gravity',
  playable: (q) => targetableUnits(q).length > 0,
  effect: [
    placeOn.ask,
    (g) => exhaust(g, placeOn.of(g), 1),
    moveFrom.ask,
    moveTo.ask,
    (g) => void moveToken(g, 'exhaustion', moveFrom.of(g), moveTo.of(g)),
    removeFrom.ask,
    (g) => void removeExhaustion(g, removeFrom.of(g), 1),
  ],
});
