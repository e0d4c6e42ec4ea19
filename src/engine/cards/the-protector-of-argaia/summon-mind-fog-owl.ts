import {
  canSummon,
  chooseDie,
  defineCard,
  diceSpentOnCost,
  dicePowerHasTargets,
  focus,
  resolveDicePower,
  summon,
} from '../api';

// The spent die lies in the exhausted pool; its power resolves from there (charm: attached).
const spent = chooseDie('spent', {
  title:
    'Summon Mind Fog Owl, Focus 1: you may choose a charm power die spent to resolve its dice power',
  from: (g) =>
    focus(g) >= 1
      ? diceSpentOnCost(g)
          .filter((d) => d.magic === 'charm' && d.level === 'power')
          .map((d) => d.uuid)
          .filter((d) => dicePowerHasTargets(g, d))
      : [],
  decline: 'Skip',
});

/** Summon Mind Fog Owl: main - exhaust - 1 charm class - 1 basic: Place a Mind Fog Owl conjuration onto your battlefield. Focus 1: If you spent any charm power to activate this spell, you may choose 1 charm power spent and resolve its dice power without paying its cost. */
export default defineCard({
  stub: 'summon-mind-fog-owl',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Mind Fog Owl',
      cost: ['[[main]]', '[[exhaust]]', '1 [[charm:class]]', '1 [[basic]]'],
      usable: (q) => canSummon(q, 'mind-fog-owl'),
      steps: [
        (g) => void summon(g, 'mind-fog-owl'),
        spent.ask,
        (g) => resolveDicePower(g, spent.of(g)),
      ],
    },
  ],
});
