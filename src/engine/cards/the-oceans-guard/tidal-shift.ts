import { chooseCard, defineCard, moveToken, opponentUnits, readySpellsOf, tokensOn } from '../api';
import type { Scope } from '../api';

function exhaustedReadySpells(s: Scope): string[] {
  return readySpellsOf(s).filter((spell) => tokensOn(s, spell).exhaustion > 0);
}

const from = chooseCard('from', {
  title: 'Tidal Shift: choose a ready spell you control to move 1 exhaustion token from',
  from: (g) => exhaustedReadySpells(g),
});

const onto = chooseCard('onto', {
  title: 'Tidal Shift: choose a unit an opponent controls to move the exhaustion token onto',
  from: (g) => opponentUnits(g),
});

/** Tidal Shift: Move 1 exhaustion token from a ready spell you control onto a target unit an opponent controls. */
export default defineCard({
  stub: 'tidal-shift',
  playable: (q) => exhaustedReadySpells(q).length > 0 && opponentUnits(q).length > 0,
  effect: [from.ask, onto.ask, (g) => void moveToken(g, 'exhaustion', from.of(g), onto.of(g))],
});
