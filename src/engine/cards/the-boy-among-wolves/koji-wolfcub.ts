import {
  bothPhoenixborns,
  chooseCard,
  defineCard,
  nonPhoenixbornCardsInPlay,
  placeStatus,
  targetableCards,
} from '../api';

const target = chooseCard('target', {
  title: 'Accelerate Growth: choose a card to place 1 status token on',
  // "a target card": any card in play (units, ready spells, alterations, Phoenixborns).
  from: (g) => targetableCards(g, [...bothPhoenixborns(g), ...nonPhoenixbornCardsInPlay(g)]),
});

/** Koji Wolfcub: Accelerate Growth: side - exhaust: Place 1 status token on a target card. */
export default defineCard({
  stub: 'koji-wolfcub',
  abilities: [
    {
      id: 'accelerateGrowth',
      name: 'Accelerate Growth',
      cost: ['[[side]]', '[[exhaust]]'],
      steps: [target.ask, (g) => placeStatus(g, target.of(g), 1)],
    },
  ],
});
