import {
  affectable,
  chooseCard,
  controllerOf,
  defineCard,
  exhaust,
  players,
  readySpellsOf,
  stubOf,
} from '../api';
import type { Scope } from '../api';

function allReadySpells(s: Scope): string[] {
  return affectable(
    s,
    players(s).flatMap((p) => readySpellsOf(s, p)),
  );
}

const spell = chooseCard('spell', { title: 'Seal: choose a ready spell', from: allReadySpells });

/** Seal: Choose a ready spell on a target player's spellboard. Place 1 exhaustion token on it and on each other copy of it on that spellboard. */
export default defineCard({
  stub: 'seal',
  playable: (q) => allReadySpells(q).length > 0,
  effect: [
    spell.ask,
    (g) => {
      const chosen = spell.of(g);
      if (!chosen) return;
      const stub = stubOf(g, chosen);
      for (const copy of readySpellsOf(g, controllerOf(g, chosen)))
        if (stubOf(g, copy) === stub) exhaust(g, copy, 1);
    },
  ],
});
