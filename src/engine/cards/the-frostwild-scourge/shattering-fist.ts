import {
  alterationsInPlay,
  chooseCard,
  defineCard,
  discardFromPlay,
  isAttached,
  opponentUnits,
  placeWounds,
  unitsOf,
} from '../api';
import type { Scope } from '../api';

/** Alteration spells attached to units you control. */
function alterationsOnYourUnits(s: Scope): string[] {
  return alterationsInPlay(s)
    .filter(({ host }) => unitsOf(s).includes(host))
    .map(({ card }) => card);
}

const shattered = chooseCard('shattered', {
  title: 'Shattering Fist: choose an alteration spell attached to a unit you control to discard',
  from: alterationsOnYourUnits,
});

const target = chooseCard('target', {
  title: 'Shattering Fist: choose a unit an opponent controls to place 3 wound tokens on',
  from: (g) => opponentUnits(g),
});

/**
 * Shattering Fist: Discard an alteration spell attached to a unit you control to place 3 wound
 * tokens on a target unit an opponent controls.
 */
export default defineCard({
  stub: 'shattering-fist',
  playable: (q) => alterationsOnYourUnits(q).length > 0 && opponentUnits(q).length > 0,
  effect: [
    shattered.ask,
    target.ask,
    (g) => {
      // "To": the wounds follow only once the alteration was discarded (rules digest §16.1 rule 1).
      const alteration = shattered.of(g);
      if (alteration === null || !isAttached(g, alteration)) return { end: true };
      discardFromPlay(g, alteration);
      placeWounds(g, target.of(g), 3);
    },
  ],
});
