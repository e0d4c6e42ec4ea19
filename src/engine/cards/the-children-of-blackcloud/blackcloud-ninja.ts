import {
  chooseCard,
  chooseOpponent,
  defineCard,
  exhaust,
  isExhausted,
  readySpellsOf,
} from '../api';

const opponent = chooseOpponent('opponent', {
  title: 'Blackcloud Ninja, Seal Strike 1: you may choose an opponent',
  optional: true,
});
const spell = chooseCard('spell', {
  title: 'Blackcloud Ninja, Seal Strike 1: exhaust an unexhausted ready spell you control',
  from: (g) => {
    const chosen = opponent.of(g);
    return chosen === null ? [] : readySpellsOf(g, chosen).filter((s) => !isExhausted(g, s));
  },
  by: (g) => opponent.of(g) ?? g.me,
});

/** Blackcloud Ninja: Seal Strike 1: When this unit is declared as an attacker, you may choose a target opponent to place 1 exhaustion token on an unexhausted ready spell of their choice that they control. */
export default defineCard({
  stub: 'blackcloud-ninja',
  triggers: [
    {
      name: 'Seal Strike 1',
      event: 'attackersDeclared',
      match: (q, e) => e.card === q.self,
      steps: [opponent.ask, spell.ask, (g) => exhaust(g, spell.of(g), 1)],
    },
  ],
});
