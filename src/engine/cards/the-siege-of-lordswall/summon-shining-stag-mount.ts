import {
  chooseCard,
  defineCard,
  inConjurationPile,
  summonWithUnitUnder,
  unexhaustedAllies,
} from '../api';

const rider = chooseCard('rider', {
  title: 'Summon Shining Stag Mount: choose an unexhausted ally you control to remove from play',
  from: (g) => unexhaustedAllies(g),
});

/**
 * Summon Shining Stag Mount: side - exhaust - 1 divine class - 1 basic: Remove an unexhausted
 * ally you control from play. If you do, place a Shining Stag Mount conjuration onto your
 * battlefield, placing that ally face down underneath it.
 */
export default defineCard({
  stub: 'summon-shining-stag-mount',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Shining Stag Mount',
      cost: ['[[side]]', '[[exhaust]]', '1 [[divine:class]]', '1 [[basic]]'],
      usable: (q) => unexhaustedAllies(q).length > 0 && inConjurationPile(q, 'shining-stag-mount'),
      steps: [rider.ask, (g) => void summonWithUnitUnder(g, 'shining-stag-mount', rider.of(g))],
    },
  ],
});
