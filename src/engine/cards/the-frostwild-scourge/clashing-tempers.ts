import { attachConjuredAlteration, chooseCard, defineCard, unitsOf } from '../api';

const fiery = chooseCard('fiery', {
  title: 'Clashing Tempers: choose a unit you control to attach a Fire Adaptation to',
  from: (g) => (unitsOf(g).length >= 2 ? unitsOf(g) : []),
});

const icy = chooseCard('icy', {
  title: 'Clashing Tempers: choose another unit you control to attach an Ice Adaptation to',
  from: (g) => (fiery.of(g) === null ? [] : unitsOf(g).filter((u) => u !== fiery.of(g))),
});

/**
 * Clashing Tempers: Choose 2 units you control. If you do, attach a Fire Adaptation conjured
 * alteration spell to one and an Ice Adaptation conjured alteration spell to the other.
 */
export default defineCard({
  stub: 'clashing-tempers',
  playable: (q) => unitsOf(q).length >= 2,
  effect: [
    fiery.ask,
    icy.ask,
    (g) => {
      // "If you do": both units were chosen.
      if (fiery.of(g) === null || icy.of(g) === null) return { end: true };
      attachConjuredAlteration(g, 'fire-adaptation', fiery.of(g));
      attachConjuredAlteration(g, 'ice-adaptation', icy.of(g));
    },
  ],
});
