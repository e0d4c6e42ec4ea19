import {
  alterationsInPlay,
  bothPhoenixborns,
  canTarget,
  chooseCard,
  chooseOption,
  defineCard,
  nonPhoenixbornCardsInPlay,
  removeStatus,
  returnAlteration,
  tokensOn,
} from '../api';
import type { Scope } from '../api';

function withStatus(g: Scope): string[] {
  return [...bothPhoenixborns(g), ...nonPhoenixbornCardsInPlay(g)].filter(
    (card) => tokensOn(g, card).status > 0 && canTarget(g, card),
  );
}

function alterations(g: Scope): string[] {
  return alterationsInPlay(g)
    .map((a) => a.card)
    .filter((card) => canTarget(g, card));
}

const mode = chooseOption('mode', {
  title: 'Dispel: remove status tokens or an alteration spell?',
  options: { status: 'Remove 2 status tokens', alteration: 'Remove an alteration spell' },
  only: (g, value) => (value === 'status' ? withStatus(g) : alterations(g)).length > 0,
});
const target = chooseCard('target', {
  title: 'Dispel: choose a target card',
  from: (g) => (mode.of(g) === 'alteration' ? alterations(g) : withStatus(g)),
});

/** Dispel: Remove 2 status tokens from a target card or choose a target alteration spell. If that alteration spell is a conjured alteration spell, return it to its owner's conjuration pile. Otherwise, shuffle it into its owner's draw pile. */
export default defineCard({
  stub: 'dispel',
  playable: (q) => withStatus(q).length > 0 || alterations(q).length > 0,
  effect: [
    mode.ask,
    target.ask,
    (g) => {
      if (mode.of(g) === 'alteration') returnAlteration(g, target.of(g));
      else removeStatus(g, target.of(g), 2);
    },
  ],
});
