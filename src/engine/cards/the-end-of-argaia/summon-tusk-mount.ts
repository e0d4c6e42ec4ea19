import {
  chooseCard,
  defineCard,
  inConjurationPile,
  summonWithUnitUnder,
  unexhaustedAllies,
} from '../api';

const ally = chooseCard('ally', {
  title: 'Summon Tusk Mount: remove an unexhausted ally you control from play',
  from: (g) => unexhaustedAllies(g),
});

/** Summon Tusk Mount: side - exhaust - 2 time class - 2 basic: Remove an unexhausted ally you control from play. If you do, place a Tusk Mount conjuration onto your battlefield, placing that ally face down under it. */
export default defineCard({
  stub: 'summon-tusk-mount',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Tusk Mount',
      cost: ['[[side]]', '[[exhaust]]', '2 [[time:class]]', '2 [[basic]]'],
      usable: (q) => unexhaustedAllies(q).length > 0 && inConjurationPile(q, 'tusk-mount'),
      steps: [ally.ask, (g) => void summonWithUnitUnder(g, 'tusk-mount', ally.of(g))],
    },
  ],
});
