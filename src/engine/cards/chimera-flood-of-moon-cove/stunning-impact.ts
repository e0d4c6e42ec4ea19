import {
  chooseCard,
  defineAspect,
  isExhausted,
  opp,
  readySpellsOf,
  returnReadySpellToHand,
} from '../api';

const returned = chooseCard('stunningImpactSpell', {
  title: 'Stunning Impact: return one of your unexhausted ready spells to your hand',
  from: (g) => readySpellsOf(g, opp(g)).filter((s) => !isExhausted(g, s)),
  by: (g) => opp(g),
});

/**
 * Stunning Impact (aspect): When this aspect attacks, the opposing player returns one of their
 * unexhausted ready spells to their hand (their choice).
 */
export default defineAspect({
  stub: 'stunning-impact',
  triggers: [
    {
      name: 'Stunning Impact',
      event: 'attackersDeclared',
      match: (q, e) => e.card === q.self,
      steps: [returned.ask, (g) => returnReadySpellToHand(g, returned.of(g))],
    },
  ],
});
