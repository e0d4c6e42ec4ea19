import { chooseCard, defineCard, exhaust, isExhausted, opponentsOf, readySpellsOf } from '../api';
import type { Scope } from '../api';

function unexhaustedSpellsOfOpponents(s: Scope): string[] {
  return opponentsOf(s).flatMap((p) => readySpellsOf(s, p).filter((u) => !isExhausted(s, u)));
}

const spell = chooseCard('spell', {
  title: 'Shadow Target: choose an unexhausted ready spell',
  from: (g) => unexhaustedSpellsOfOpponents(g),
});

/** Noah Redmoon: Shadow Target: side, exhaust, 1 basic: choose a target opponent and place 1 exhaustion token on an unexhausted ready spell they control. */
export default defineCard({
  stub: 'noah-redmoon',
  abilities: [
    {
      id: 'shadowTarget',
      name: 'Shadow Target',
      cost: ['[[side]]', '[[exhaust]]', '1 [[basic]]'],
      usable: (q) => unexhaustedSpellsOfOpponents(q).length > 0,
      steps: [spell.ask, (g) => exhaust(g, spell.of(g), 1)],
    },
  ],
});
