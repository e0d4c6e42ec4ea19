import {
  chooseCards,
  chooseCard,
  controllerOf,
  dealDamage,
  defineCard,
  discardPileOf,
  discardTopOfDrawPile,
  isOnBattlefield,
  opponentUnits,
  removeFromGame,
} from '../api';

const target = chooseCard('target', {
  title: 'Return to Soil: choose a unit an opponent controls',
  from: (g) => opponentUnits(g),
});

const removed = chooseCards('removed', {
  title:
    'Return to Soil: you may choose up to 2 cards of their discard pile to remove from the game',
  from: (g) => {
    const unit = target.of(g);
    return unit === null ? [] : discardPileOf(g, controllerOf(g, unit));
  },
  count: { max: () => 2 },
});

/** Return to Soil: Deal 1 damage to a target unit an opponent controls. If that destroyed the unit, that target opponent must discard 1 card off the top of their draw pile and then you may search their discard pile for 2 cards and remove them from the game. */
export default defineCard({
  stub: 'return-to-soil',
  playable: (q) => opponentUnits(q).length > 0,
  effect: [
    target.ask,
    (g) => {
      if (dealDamage(g, target.of(g), 1) === 0) return { end: true };
      return undefined;
    },
    // Lethal wounds destroy the unit between steps; a unit still there survived.
    (g) => {
      const unit = target.of(g);
      if (unit === null || isOnBattlefield(g, unit)) return { end: true };
      discardTopOfDrawPile(g, controllerOf(g, unit), 1);
      return undefined;
    },
    removed.ask,
    (g) => {
      for (const card of removed.of(g) ?? []) removeFromGame(g, card);
    },
  ],
});
