import {
  chooseCard,
  dealDamage,
  defineCard,
  destroy,
  opponentsOf,
  unexhaustedAllies,
  unitsOf,
} from '../api';

const ally = chooseCard('ally', {
  title: 'Rapture: destroy an unexhausted ally you control',
  from: (g) => unexhaustedAllies(g),
});

/** Rapture: Destroy an unexhausted ally you control to deal 1 damage to all units opponents control. */
export default defineCard({
  stub: 'rapture',
  playable: (q) => unexhaustedAllies(q).length > 0,
  effect: [
    ally.ask,
    (g) => {
      // "to": without the ally destroyed, no damage.
      if (destroy(g, ally.of(g)) === null) return { end: true };
    },
    (g) => {
      for (const unit of opponentsOf(g).flatMap((p) => unitsOf(g, p))) dealDamage(g, unit, 1);
    },
  ],
});
