import { chooseCard, dealDamage, defineCard, onAttached, opponentUnits } from '../api';

const target = chooseCard('target', {
  title: 'Fire Adaptation: you may deal 1 damage to a unit an opponent controls',
  from: (g) => opponentUnits(g),
  optional: true,
});

/**
 * Fire Adaptation: conjured alteration spell, +1 attack (printed on the card). When attaching
 * this spell, you may deal 1 damage to a target unit an opponent controls.
 */
export default defineCard({
  stub: 'fire-adaptation',
  triggers: [
    onAttached('Fire Adaptation', [target.ask, (g) => void dealDamage(g, target.of(g), 1)]),
  ],
});
