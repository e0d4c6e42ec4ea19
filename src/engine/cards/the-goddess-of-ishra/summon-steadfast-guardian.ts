import {
  canSummon,
  chooseCard,
  defineCard,
  focus,
  removeAllExhaustion,
  removeWounds,
  stubOf,
  summon,
  targetableUnits,
  tokensOn,
  unitsOf,
} from '../api';

const guardian = chooseCard('guardian', {
  title:
    'Summon Steadfast Guardian, Focus 1: you may remove all wound and exhaustion tokens from a Steadfast Guardian you control',
  from: (g) =>
    focus(g) >= 1
      ? targetableUnits(g, (u) => unitsOf(g).includes(u) && stubOf(g, u) === 'steadfast-guardian')
      : [],
  optional: true,
});

/** Summon Steadfast Guardian: main - exhaust - 1 charm class - 1 divine class: Place a Steadfast Guardian conjuration onto your battlefield. Focus 1: You may remove all wound tokens and exhaustion tokens from a target Steadfast Guardian you control. */
export default defineCard({
  stub: 'summon-steadfast-guardian',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Steadfast Guardian',
      cost: ['[[main]]', '[[exhaust]]', '1 [[charm:class]]', '1 [[divine:class]]'],
      // Focused, the ability is worth using for its second line alone (the only Guardian in play).
      usable: (q) =>
        canSummon(q, 'steadfast-guardian') ||
        (focus(q) >= 1 && unitsOf(q).some((u) => stubOf(q, u) === 'steadfast-guardian')),
      steps: [
        (g) => void summon(g, 'steadfast-guardian'),
        guardian.ask,
        (g) => {
          const chosen = guardian.of(g);
          if (chosen === null) return;
          removeWounds(g, chosen, tokensOn(g, chosen).damage);
          removeAllExhaustion(g, chosen);
        },
      ],
    },
  ],
});
