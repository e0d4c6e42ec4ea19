import { canSummon, defineCard, focus, summon } from '../api';
import type { Step } from '../api';

const placeFoxSpirit: Step[] = [(g) => void summon(g, 'fox-spirit')];

/** Summon Fox Spirit: main - exhaust - 1 illusion class: Place a Fox Spirit conjuration onto your battlefield. Focus 1: You may change the activation cost of this spell to side - exhaust - 1 illusion class. */
export default defineCard({
  stub: 'summon-fox-spirit',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Fox Spirit',
      cost: ['[[main]]', '[[exhaust]]', '1 [[illusion:class]]'],
      usable: (q) => canSummon(q, 'fox-spirit'),
      steps: placeFoxSpirit,
    },
    // Focus 1: the same ability for a side action, offered beside the printed one so the
    // player picks which action pays.
    {
      id: 'summonWithSide',
      name: 'Summon Fox Spirit (Focus 1: side action)',
      cost: ['[[side]]', '[[exhaust]]', '1 [[illusion:class]]'],
      usable: (q) => focus(q) >= 1 && canSummon(q, 'fox-spirit'),
      steps: placeFoxSpirit,
    },
  ],
});
