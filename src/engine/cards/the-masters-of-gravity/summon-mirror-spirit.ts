import {
  canSummon,
  chooseCard,
  defineCard,
  exhaust,
  focus,
  rememberNumber,
  removeStatus,
  stubOf,
  summon,
  targetableUnits,
  tokensOn,
  unitsOf,
} from '../api';

const spirit = chooseCard('spirit', {
  title:
    'Summon Mirror Spirit, Focus 1: you may remove all status tokens from a Mirror Spirit you control',
  from: (g) =>
    focus(g) >= 1
      ? unitsOf(g).filter((u) => stubOf(g, u) === 'mirror-spirit' && tokensOn(g, u).status > 0)
      : [],
  optional: true,
});
const removed = rememberNumber('removed');
const target = chooseCard('target', {
  title: 'Summon Mirror Spirit: choose a unit to place 1 exhaustion token on',
  from: (g) => ((removed.of(g) ?? 0) > 0 ? targetableUnits(g) : []),
});

/**
 * Summon Mirror Spirit: main, exhaust, 1 sympathy class, 1 basic: Place a Mirror Spirit
 * conjuration onto your battlefield. Focus 1: You may remove all status tokens from a Mirror
 * Spirit you control. If you remove at least 1 status token, place 1 exhaustion token on a
 * target unit.
 */
export default defineCard({
  stub: 'summon-mirror-spirit',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Mirror Spirit',
      cost: ['[[main]]', '[[exhaust]]', '1 [[sympathy:class]]', '1 [[basic]]'],
      usable: (q) => canSummon(q, 'mirror-spirit'),
      steps: [
        (g) => void summon(g, 'mirror-spirit'),
        spirit.ask,
        (g) => {
          const chosen = spirit.of(g);
          removed.set(g, chosen === null ? 0 : removeStatus(g, chosen, tokensOn(g, chosen).status));
        },
        target.ask,
        (g) => exhaust(g, target.of(g), 1),
      ],
    },
  ],
});
