import {
  chooseCard,
  dealDamage,
  defineCard,
  discardFromHand,
  draw,
  handOf,
  magicPlayCost,
  onComesIntoPlay,
  rememberNumber,
  targetableUnits,
} from '../api';

/** X = the magic play cost of the discarded card. */
const x = rememberNumber('x');

const discarded = chooseCard('discarded', {
  title: 'Harsh Melody: you may discard a card from your hand to deal X damage to a target unit',
  from: (g) => handOf(g),
  optional: true,
});

const target = chooseCard('target', {
  title:
    'Harsh Melody: choose a unit to deal X damage to (X = the discarded card’s magic play cost)',
  from: (g) => targetableUnits(g),
});

/** River Skald: Harsh Melody: When this unit comes into play, draw 1 card. You may discard 1 card from your hand to deal X damage to a target unit. X = the magic play cost of the discarded card. */
export default defineCard({
  stub: 'river-skald',
  triggers: [
    onComesIntoPlay('Harsh Melody', [
      (g) => void draw(g, 1),
      discarded.ask,
      (g) => {
        const card = discarded.of(g);
        if (card === null) return { end: true };
        x.set(g, magicPlayCost(g, card));
        discardFromHand(g, card);
      },
      target.ask,
      (g) => void dealDamage(g, target.of(g), x.of(g) ?? 0),
    ]),
  ],
});
