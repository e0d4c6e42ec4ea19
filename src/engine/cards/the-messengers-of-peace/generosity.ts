import {
  chooseCard,
  chooseOption,
  defineCard,
  draw,
  opp,
  phoenixbornOf,
  readySpellsOf,
  removeExhaustion,
  removeWounds,
  tokensOn,
  unitsOf,
} from '../api';
import type { PlayerId, Run, Scope, Step } from '../api';

type Effect = 'exhaustion' | 'wounds' | 'draw';

const EFFECTS: Readonly<Record<Effect, string>> = {
  exhaustion: 'Remove 1 exhaustion token',
  wounds: 'Remove 2 wound tokens',
  draw: 'Draw 3 cards',
};

const ALL: readonly Effect[] = ['exhaustion', 'wounds', 'draw'];

/** The caster picks the first effect; the opponent a different one; the caster resolves the last. */
const mine = chooseOption<Effect>('mine', {
  title: 'Generosity: choose the effect you resolve first',
  options: EFFECTS,
});
const theirs = chooseOption<Effect>('theirs', {
  title: 'Generosity: choose a different effect to resolve yourself',
  options: EFFECTS,
  only: (g, effect) => effect !== mine.of(g),
  by: (g) => opp(g),
});

function lastEffect(g: Run): Effect | null {
  return ALL.find((e) => e !== mine.of(g) && e !== theirs.of(g)) ?? null;
}

/** "Your Phoenixborn or a ready spell you control" with an exhaustion token, for this player. */
function exhaustedOf(s: Scope, player: PlayerId): string[] {
  return [phoenixbornOf(s, player), ...readySpellsOf(s, player)].filter(
    (card) => tokensOn(s, card).exhaustion > 0,
  );
}

/** "Your Phoenixborn or a unit you control" with a wound token, for this player. */
function woundedOf(s: Scope, player: PlayerId): string[] {
  return [phoenixbornOf(s, player), ...unitsOf(s, player)].filter(
    (card) => tokensOn(s, card).damage > 0,
  );
}

/** One effect resolved by a player (`who`), its choices made by them. */
function resolve(
  role: string,
  effect: (g: Run) => Effect | null,
  who: (g: Run) => PlayerId,
): Step[] {
  const readied = chooseCard(`${role}:exhaustion`, {
    title:
      'Generosity: remove 1 exhaustion token from your Phoenixborn or a ready spell you control',
    from: (g) => (effect(g) === 'exhaustion' ? exhaustedOf(g, who(g)) : []),
    by: who,
  });
  const healed = chooseCard(`${role}:wounds`, {
    title: 'Generosity: remove 2 wound tokens from your Phoenixborn or a unit you control',
    from: (g) => (effect(g) === 'wounds' ? woundedOf(g, who(g)) : []),
    by: who,
  });
  return [
    readied.ask,
    (g) => void removeExhaustion(g, readied.of(g), 1),
    healed.ask,
    (g) => void removeWounds(g, healed.of(g), 2),
    (g) => {
      if (effect(g) === 'draw') draw(g, 3, who(g));
    },
  ];
}

/**
 * Generosity: Resolve one of the effects listed below. Choose a target opponent to resolve a
 * different effect of their choice. Then, resolve the last unchosen effect.
 * - Remove 1 exhaustion token from your Phoenixborn or a ready spell you control.
 * - Remove 2 wound tokens from your Phoenixborn or a unit you control.
 * - Draw 3 cards.
 */
export default defineCard({
  stub: 'generosity',
  effect: [
    mine.ask,
    ...resolve(
      'first',
      (g) => mine.of(g),
      (g) => g.me,
    ),
    theirs.ask,
    ...resolve(
      'theirs',
      (g) => theirs.of(g),
      (g) => opp(g),
    ),
    ...resolve('last', lastEffect, (g) => g.me),
  ],
});
