import { chargedCardsOf, chooseCard, defineCard, hostsForDie, moveArtificeDie } from '../api';

const from = chooseCard('from', {
  title: 'Reconfigure: choose a card you control to move an artifice die from',
  from: (g) => chargedCardsOf(g),
});
const onto = chooseCard('onto', {
  title: 'Reconfigure: choose another card you control to move it onto',
  from: (g) => hostsForDie(g, 'artifice').filter((card) => card !== from.of(g)),
});

/** Reconfigure: side - exhaust: Move an artifice die from a card you control onto another card you control. */
export default defineCard({
  stub: 'reconfigure',
  abilities: [
    {
      id: 'reconfigure',
      name: 'Reconfigure',
      cost: ['[[side]]', '[[exhaust]]'],
      usable: (q) => chargedCardsOf(q).length > 0 && hostsForDie(q, 'artifice').length > 1,
      steps: [from.ask, onto.ask, (g) => void moveArtificeDie(g, from.of(g), onto.of(g))],
    },
  ],
});
