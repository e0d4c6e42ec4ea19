import {
  canTarget,
  chooseCard,
  controllerOf,
  dealDamage,
  defineCard,
  discardFromHand,
  draw,
  handOf,
  opp,
  opponentUnits,
  phoenixbornOf,
} from '../api';

const discarded = chooseCard('discarded', {
  title: 'Double Edge: discard 1 card from your hand',
  from: (g) => handOf(g),
});

const unit = chooseCard('unit', {
  title: 'Double Edge: choose a unit an opponent controls to deal 1 damage to',
  from: (g) => opponentUnits(g),
});

/** Double Edge: Draw 2 cards. Discard 1 card from your hand. If you discarded, deal 1 damage to a target unit an opponent controls and deal 1 damage to that opponent's target Phoenixborn. */
export default defineCard({
  stub: 'double-edge',
  effect: [
    (g) => void draw(g, 2),
    discarded.ask,
    (g) => {
      const card = discarded.of(g);
      if (card === null) return { end: true };
      discardFromHand(g, card);
      return undefined;
    },
    unit.ask,
    (g) => {
      const target = unit.of(g);
      // "That opponent": the controller of the damaged unit (read before the damage); with no
      // unit to damage, the Phoenixborn part is still done (digest §16.1) to your opponent's.
      const pb = phoenixbornOf(g, target === null ? opp(g) : controllerOf(g, target));
      dealDamage(g, target, 1);
      if (canTarget(g, pb)) dealDamage(g, pb, 1);
    },
  ],
});
