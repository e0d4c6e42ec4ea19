import {
  chooseNumber,
  conjurationsInPile,
  defineCard,
  destroy,
  rememberNumber,
  self,
  summon,
  tokensOn,
} from '../api';

const statusBefore = rememberNumber('statusBefore');

const thorns = chooseNumber('thorns', {
  title: 'Blossom: place up to 2 Brilliant Thorns',
  from: (g) =>
    (statusBefore.of(g) ?? 0) >= 2
      ? [0, 1, 2].filter((n) => n <= conjurationsInPile(g, 'brilliant-thorn'))
      : [],
  label: (n) => (n === 1 ? '1 Brilliant Thorn' : `${n} Brilliant Thorns`),
});

/**
 * Luminous Seedling: Blossom: main: Destroy this unit. If it had 2 or more status tokens on
 * it, place up to 2 Brilliant Thorn conjurations onto your battlefield.
 * * Growth: Add 1 to this unit's life value for each status token on this unit.
 */
export default defineCard({
  stub: 'luminous-seedling',
  abilities: [
    {
      id: 'blossom',
      name: 'Blossom',
      cost: ['[[main]]'],
      steps: [
        (g) => {
          statusBefore.set(g, tokensOn(g, self(g)).status);
          destroy(g, self(g));
        },
        thorns.ask,
        (g) => {
          for (let i = 0; i < (thorns.of(g) ?? 0); i++) summon(g, 'brilliant-thorn');
        },
      ],
    },
  ],
  statics: [
    {
      name: 'Growth',
      inexhaustible: true,
      appliesTo: (q, card) => card === q.self,
      addFor: (q, card) => ({ life: tokensOn(q, card).status }),
    },
  ],
});
