import {
  chooseCard,
  dealDamage,
  defineCard,
  isOnBattlefield,
  opponentUnits,
  removeStatus,
  targetablePhoenixborns,
  tokensOn,
  unitsOf,
} from '../api';
import type { Scope } from '../api';

function unitsWithStatus(s: Scope): string[] {
  return unitsOf(s).filter((u) => tokensOn(s, u).status > 0);
}

const source = chooseCard('source', {
  title: 'Wave Crash: choose a unit you control to remove 1 status token from',
  from: (g) => unitsWithStatus(g),
});

const target = chooseCard('target', {
  title: 'Wave Crash: deal 2 damage to a unit an opponent controls or 1 damage to a Phoenixborn',
  from: (g) => [...opponentUnits(g), ...targetablePhoenixborns(g)],
});

/**
 * Wave Crash: Remove 1 status token from a unit you control to deal 2 damage to a target unit
 * an opponent controls or 1 damage to a target Phoenixborn.
 */
export default defineCard({
  stub: 'wave-crash',
  playable: (q) => unitsWithStatus(q).length > 0,
  effect: [
    source.ask,
    // "to": the damage follows only once the token was removed (rules digest §16.1 rule 1).
    (g) => {
      if (removeStatus(g, source.of(g), 1) === 0) return { end: true };
    },
    target.ask,
    (g) => {
      const chosen = target.of(g);
      if (chosen === null) return;
      dealDamage(g, chosen, isOnBattlefield(g, chosen) ? 2 : 1);
    },
  ],
});
