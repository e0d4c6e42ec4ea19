import {
  canSummon,
  defineCard,
  focus,
  mayChoose,
  removeWounds,
  stubOf,
  summon,
  tokensOn,
  unitsOf,
} from '../api';
import type { Scope } from '../api';

function woundedIceGolems(s: Scope): string[] {
  return unitsOf(s).filter((u) => stubOf(s, u) === 'ice-golem' && tokensOn(s, u).damage > 0);
}

const heal = mayChoose('heal', {
  title: 'Summon Ice Golem: remove 1 wound token from all Ice Golems you control?',
  yes: 'Remove wounds',
  no: "Don't remove",
  when: (g) => focus(g) >= 2 && woundedIceGolems(g).length > 0,
});

/** Summon Ice Golem: main, exhaust, 2 natural class, 1 basic: Place an Ice Golem conjuration onto your battlefield. Focus 2: You may remove 1 wound token from all Ice Golems you control. */
export default defineCard({
  stub: 'summon-ice-golem',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Ice Golem',
      cost: ['[[main]]', '[[exhaust]]', '2 [[natural:class]]', '1 [[basic]]'],
      usable: (q) => canSummon(q, 'ice-golem'),
      steps: [
        (g) => void summon(g, 'ice-golem'),
        heal.ask,
        (g) => {
          if (heal.of(g)) for (const golem of woundedIceGolems(g)) removeWounds(g, golem, 1);
        },
      ],
    },
  ],
});
