import {
  chooseCard,
  canTarget,
  defineCard,
  nonPhoenixbornCardsInPlay,
  bothPhoenixborns,
  removeExhaustion,
  tokensOn,
} from '../api';
import type { Scope } from '../api';

/** Cards in play with an exhaustion token this spell may target: units, ready spells, Phoenixborns. */
function exhaustedCards(s: Scope): string[] {
  return [...bothPhoenixborns(s), ...nonPhoenixbornCardsInPlay(s)].filter(
    (card) => tokensOn(s, card).exhaustion > 0 && canTarget(s, card),
  );
}

const target = chooseCard('target', {
  title: 'Enlightenment: choose a card to remove 1 exhaustion token from',
  from: (g) => exhaustedCards(g),
});

/** Enlightenment: Remove 1 exhaustion token from a target card. */
export default defineCard({
  stub: 'enlightenment',
  playable: (q) => exhaustedCards(q).length > 0,
  effect: [target.ask, (g) => void removeExhaustion(g, target.of(g), 1)],
});
