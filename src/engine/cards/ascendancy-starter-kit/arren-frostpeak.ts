import {
  chooseCard,
  dealDamage,
  defineCard,
  opponentUnits,
  placeExhaustedDieOn,
  self,
} from '../api';

const target = chooseCard('target', {
  title: 'Arren Frostpeak, Ascend: choose a unit an opponent controls to deal 1 damage to',
  from: (g) => opponentUnits(g),
});

/** Arren Frostpeak: Ascend: side - exhaust - 1 astral class: Deal 1 damage to a target unit an opponent controls. Place an astral die from your exhausted pool onto this Phoenixborn. */
export default defineCard({
  stub: 'arren-frostpeak',
  abilities: [
    {
      id: 'ascend',
      name: 'Ascend',
      cost: ['[[side]]', '[[exhaust]]', '1 [[astral:class]]'],
      usable: (q) => opponentUnits(q).length > 0,
      steps: [
        target.ask,
        (g) => {
          dealDamage(g, target.of(g), 1);
          placeExhaustedDieOn(g, 'astral', self(g));
        },
      ],
    },
  ],
});
