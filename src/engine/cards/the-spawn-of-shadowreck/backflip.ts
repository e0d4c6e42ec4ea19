import {
  addAttackThisTurn,
  allUnitsInPlay,
  chooseCard,
  defineCard,
  isAlly,
  returnUnitToHand,
  unitsOf,
} from '../api';
import type { Scope } from '../api';

function yourAllies(s: Scope): string[] {
  return unitsOf(s).filter((u) => isAlly(s, u));
}

const ally = chooseCard('ally', {
  title: "Backflip: choose an ally you control to return to its owner's hand",
  from: (g) => yourAllies(g).filter((a) => allUnitsInPlay(g).some((u) => u !== a)),
});
const other = chooseCard('other', {
  title: 'Backflip: choose another unit to add 3 to its attack value',
  from: (g) => allUnitsInPlay(g).filter((u) => u !== ally.of(g)),
});

/**
 * Backflip: Return an ally you control to its owner's hand to add 3 to the attack value of
 * another unit for the remainder of the turn.
 */
export default defineCard({
  stub: 'backflip',
  playable: (q) => yourAllies(q).some((a) => allUnitsInPlay(q).some((u) => u !== a)),
  effect: [
    ally.ask,
    other.ask,
    (g) => {
      // "To": the attack is added only when the ally was returned.
      const returned = ally.of(g);
      if (returned === null) return;
      returnUnitToHand(g, returned);
      if (g.state.cards[returned]?.zone === 'battlefield') return;
      addAttackThisTurn(g, other.of(g), 3);
    },
  ],
});
