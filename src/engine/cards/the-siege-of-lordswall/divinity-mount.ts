import {
  chooseOpponent,
  dealDamage,
  defineCard,
  onDestroyed,
  phoenixbornOf,
  placeWounds,
  unitsOf,
  whenDeclared,
} from '../api';

const opponent = chooseOpponent('opponent', {
  title:
    'Divinity Mount, Lightning Breath 1: you may choose a target opponent to deal 1 damage to all their units',
  optional: true,
});

/**
 * Divinity Mount: Lightning Breath 1: When this unit is declared as an attacker, you may deal 1
 * damage to all units a target opponent controls. * Queen Rider: When this unit is destroyed,
 * place 3 wounds on your Phoenixborn.
 */
export default defineCard({
  stub: 'divinity-mount',
  triggers: [
    whenDeclared(
      'Lightning Breath 1',
      ['attacker'],
      [
        opponent.ask,
        (g) => {
          const whose = opponent.of(g);
          if (whose) for (const unit of unitsOf(g, whose)) dealDamage(g, unit, 1);
        },
      ],
    ),
    onDestroyed('Queen Rider', [(g) => placeWounds(g, phoenixbornOf(g), 3)]),
  ],
});
