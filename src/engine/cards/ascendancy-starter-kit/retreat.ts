import {
  chooseCard,
  defineCard,
  isAlly,
  isExhausted,
  returnUnitAndAttachedToHand,
  unitsOf,
} from '../api';
import type { Scope } from '../api';

function exhaustedAllies(s: Scope): string[] {
  return unitsOf(s).filter((u) => isAlly(s, u) && isExhausted(s, u));
}

const ally = chooseCard('ally', {
  title: 'Retreat: choose an exhausted ally you control to return to your hand',
  from: (g) => exhaustedAllies(g),
});

/** Retreat: Return an exhausted ally you control and any cards attached to it to each card's owner's hand. */
export default defineCard({
  stub: 'retreat',
  playable: (q) => exhaustedAllies(q).length > 0,
  effect: [ally.ask, (g) => returnUnitAndAttachedToHand(g, ally.of(g))],
});
