import {
  canTarget,
  chooseCard,
  chooseCards,
  choosePlayer,
  dealDamage,
  defineCard,
  discardPileOf,
  isAlly,
  phoenixbornOf,
  rememberNumber,
  removeFromGame,
  unitsOf,
} from '../api';
import type { Step } from '../api';

const allies = chooseCards('allies', {
  title: 'Soulfire: choose up to 3 allies in your discard pile to remove from the game',
  from: (g) => discardPileOf(g).filter((card) => isAlly(g, card)),
  count: { max: () => 3 },
});

// How many allies were removed: one effect each.
const removed = rememberNumber('removed');

/** One "choose a player; deal 1 damage to a target unit they control, or their Phoenixborn" per ally removed. */
const strikes: Step[] = [1, 2, 3].flatMap((n) => {
  // "Choose a player" does not target them (rules §15).
  const player = choosePlayer(`player${n}`, {
    title: `Soulfire (${n}): choose a player`,
    targets: false,
    only: (g) => (removed.of(g) ?? 0) >= n,
  });
  const target = chooseCard(`target${n}`, {
    title: `Soulfire (${n}): choose a unit to deal 1 damage to (their Phoenixborn if they control no units)`,
    from: (g) => {
      const chosen = player.of(g);
      if (!chosen) return [];
      const units = unitsOf(g, chosen);
      const choices = units.length > 0 ? units : [phoenixbornOf(g, chosen)];
      return choices.filter((card) => canTarget(g, card));
    },
  });
  return [player.ask, target.ask, (g) => void dealDamage(g, target.of(g), 1)];
});

/**
 * Soulfire: Search your discard pile for up to 3 allies and remove them from the game. For each
 * ally removed, resolve the following effect: Choose a player. Deal 1 damage to a target unit
 * they control, or deal 1 damage to their target Phoenixborn if they control no units.
 */
export default defineCard({
  stub: 'soulfire',
  effect: [
    allies.ask,
    (g) => {
      const chosen = allies.of(g) ?? [];
      removed.set(g, chosen.length);
      for (const ally of chosen) removeFromGame(g, ally);
    },
    ...strikes,
  ],
});
