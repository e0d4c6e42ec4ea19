import { chooseDie, chooseOption, defineCard, exhaustedDiceOf, readyDieOnSide } from '../api';
import type { Run } from '../api';

const SIDES = { power: 'Power', class: 'Class', basic: 'Basic' } as const;

/** The dice of your exhausted pool, but `except`. */
function exhausted(g: Run, except: string | null = null): string[] {
  return exhaustedDiceOf(g)
    .filter((die) => die.uuid !== except)
    .map((die) => die.uuid);
}

const first = chooseDie('first', {
  title: 'Resonance: choose a die in your exhausted pool to place into your active pool',
  from: (g) => exhausted(g),
});
const firstSide = chooseOption('firstSide', {
  title: 'Resonance: choose the side it is placed on',
  options: SIDES,
  when: (g) => first.of(g) !== null,
});
const second = chooseDie('second', {
  title: 'Resonance: choose another die in your exhausted pool to place into your active pool',
  from: (g) => exhausted(g, first.of(g)),
});
const secondSide = chooseOption('secondSide', {
  title: 'Resonance: choose the side it is placed on',
  options: SIDES,
  when: (g) => second.of(g) !== null,
});

/**
 * Resonance: When this spell comes into play, select 2 dice in your exhausted pool and place
 * them into your active pool on a side of your choice. When you play this spell, place it face
 * up under a ready spell on your spellboard. While this card is on your spellboard, all other
 * cards in its spellboard slot are focused one additional time.
 */
export default defineCard({
  stub: 'resonance',
  playedUnderReadySpell: true,
  focusesSlot: 1,
  triggers: [
    {
      name: 'Resonance',
      event: 'readySpellCameIntoPlay',
      match: (q, e) => e.card === q.self,
      steps: [
        first.ask,
        firstSide.ask,
        (g) => void readyDieOnSide(g, first.of(g), firstSide.of(g)),
        second.ask,
        secondSide.ask,
        (g) => void readyDieOnSide(g, second.of(g), secondSide.of(g)),
      ],
    },
  ],
});
