import { chooseCard, dealDamage, defineCard, draw, opponentUnits } from '../api';

const first = chooseCard('first', {
  title: 'Shadowblade: choose a unit an opponent controls to deal 1 damage to',
  from: (g) => opponentUnits(g),
});

const second = chooseCard('second', {
  title: 'Shadowblade: choose another unit an opponent controls to deal 1 damage to',
  from: (g) => opponentUnits(g).filter((u) => u !== first.of(g)),
});

/**
 * Shadowblade: You may play this spell after a player declares attackers. Draw 2 cards. Deal 1
 * damage to a target unit an opponent controls. Deal 1 damage to another target unit an
 * opponent controls.
 */
export default defineCard({
  stub: 'shadowblade',
  reaction: { event: 'attackersDeclared', match: () => true },
  effect: [
    (g) => void draw(g, 2),
    first.ask,
    second.ask,
    (g) => {
      dealDamage(g, first.of(g), 1);
      dealDamage(g, second.of(g), 1);
    },
  ],
});
