import {
  chooseCard,
  defineCard,
  dismount,
  mustBlock,
  opponentUnits,
  self,
  whenDeclared,
} from '../api';

const target = chooseCard('target', {
  title: 'Empyrean Mount, Battlemaster: you may choose a unit an opponent controls; it must block',
  from: (g) => opponentUnits(g),
  optional: true,
});

/**
 * Empyrean Mount: Battlemaster: When this unit is declared as an attacker, you may choose a
 * target unit an opponent controls. That unit must block this unit, if able. * Dismount: When
 * this unit is destroyed, place any allies you own underneath this unit into your hand.
 */
export default defineCard({
  stub: 'empyrean-mount',
  triggers: [
    whenDeclared(
      'Battlemaster',
      ['attacker'],
      [target.ask, (g) => mustBlock(g, target.of(g), self(g))],
    ),
    dismount(),
  ],
});
