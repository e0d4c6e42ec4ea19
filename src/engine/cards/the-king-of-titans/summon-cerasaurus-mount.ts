import {
  chooseCard,
  defineCard,
  inConjurationPile,
  summonWithUnitUnder,
  unexhaustedAllies,
} from '../api';

const ally = chooseCard('ally', {
  title: 'Summon Cerasaurus Mount: remove an unexhausted ally you control from play',
  from: (g) => unexhaustedAllies(g),
});

/** Summon Cerasaurus Mount: side, exhaust, 1 natural class, 1 divine class: Remove an unexhausted ally you control from play. If you do, place a Cerasaurus Mount conjuration onto your battlefield and place that ally face down under that unit. */
export default defineCard({
  stub: 'summon-cerasaurus-mount',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Cerasaurus Mount',
      cost: ['[[side]]', '[[exhaust]]', '1 [[natural:class]]', '1 [[divine:class]]'],
      usable: (q) => unexhaustedAllies(q).length > 0 && inConjurationPile(q, 'cerasaurus-mount'),
      steps: [ally.ask, (g) => void summonWithUnitUnder(g, 'cerasaurus-mount', ally.of(g))],
    },
  ],
});
