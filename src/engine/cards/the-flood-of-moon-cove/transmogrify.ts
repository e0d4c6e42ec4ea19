import {
  alterationsInPlay,
  chooseCard,
  controllerOf,
  defineCard,
  hostOf,
  isAlterationSpell,
  mayHost,
  moveAlteration,
  targetableUnits,
  unitsOf,
} from '../api';
import type { Scope } from '../api';

/** The alteration spells attached to a unit. */
function alterationsOn(s: Scope, unit: string): string[] {
  return alterationsInPlay(s)
    .filter(({ card, host }) => host === unit && isAlterationSpell(s, card))
    .map(({ card }) => card);
}

/** The other units of the player who controls this unit that this alteration may go onto. */
function newHosts(s: Scope, unit: string, alteration: string): string[] {
  return unitsOf(s, controllerOf(s, unit)).filter((u) => u !== unit && mayHost(s, alteration, u));
}

/** Alterations on this unit that can move to another unit of its player. */
function movable(s: Scope, unit: string): string[] {
  return alterationsOn(s, unit).filter((a) => newHosts(s, unit, a).length > 0);
}

function hosts(s: Scope): string[] {
  return targetableUnits(s, (u) => movable(s, u).length > 0);
}

const from = chooseCard('from', {
  title: 'Transmogrify: choose a unit with an alteration spell attached',
  from: hosts,
});
const alteration = chooseCard('alteration', {
  title: 'Transmogrify: choose an alteration spell attached to it',
  from: (g) => {
    const unit = from.of(g);
    return unit === null ? [] : movable(g, unit);
  },
});
const to = chooseCard('to', {
  title: 'Transmogrify: choose another unit of the same player to attach it to',
  from: (g) => {
    const card = alteration.of(g);
    const unit = card === null ? null : hostOf(g, card);
    return card === null || unit === null ? [] : newHosts(g, unit, card);
  },
});

/**
 * Transmogrify: Choose an alteration spell attached to a target unit. Attach it to another unit
 * controlled by the same player.
 */
export default defineCard({
  stub: 'transmogrify',
  playable: (q) => hosts(q).length > 0,
  effect: [
    from.ask,
    alteration.ask,
    to.ask,
    (g) => void moveAlteration(g, alteration.of(g), to.of(g)),
  ],
});
