import {
  chooseCard,
  defineCard,
  destroy,
  discardFromPlay,
  opponentUnits,
  phoenixbornOf,
  recoverOf,
  removeWounds,
  unitsOf,
} from '../api';

const mine = chooseCard('mine', {
  title: 'Fear: choose a unit you control to destroy',
  from: (g) => unitsOf(g),
});
const target = chooseCard('target', {
  title: 'Fear: choose a unit an opponent controls to discard',
  from: (g) => opponentUnits(g),
});

/** Fear: Destroy a unit you control. If you do, remove wound tokens from your Phoenixborn equal to the destroyed unit's recover value and then discard a target unit an opponent controls. */
export default defineCard({
  stub: 'fear',
  playable: (q) => unitsOf(q).length > 0,
  effect: [
    mine.ask,
    (g) => {
      const unit = mine.of(g);
      if (!unit) return { end: true };
      // The recover value is read while the unit is still in play.
      const recover = recoverOf(g, unit);
      if (!destroy(g, unit)) return { end: true };
      removeWounds(g, phoenixbornOf(g), recover);
    },
    target.ask,
    (g) => discardFromPlay(g, target.of(g)),
  ],
});
