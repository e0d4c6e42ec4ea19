import {
  chooseCard,
  defineCard,
  inConjurationPile,
  isAlly,
  isExhausted,
  summonWithUnitUnder,
  unitsOf,
} from '../api';
import type { Query, Run } from '../api';

function exhaustedAllies(s: Run | Query): string[] {
  return unitsOf(s).filter((u) => isAlly(s, u) && isExhausted(s, u));
}

const ally = chooseCard('ally', {
  title: 'Dimona Odinstar, Promote: remove an exhausted ally you control from play',
  from: (g) => exhaustedAllies(g),
});

/**
 * Dimona Odinstar: Promote: main - exhaust - 2 basic: Remove an exhausted ally you control from
 * play. If you do, place an Empyrean Mount conjuration onto your battlefield and place that ally
 * face down under that unit.
 */
export default defineCard({
  stub: 'dimona-odinstar',
  abilities: [
    {
      id: 'promote',
      name: 'Promote',
      cost: ['[[main]]', '[[exhaust]]', '2 [[basic]]'],
      usable: (q) => exhaustedAllies(q).length > 0 && inConjurationPile(q, 'empyrean-mount'),
      steps: [ally.ask, (g) => void summonWithUnitUnder(g, 'empyrean-mount', ally.of(g))],
    },
  ],
});
