import {
  chooseCard,
  defineCard,
  draw,
  hasExhaustedDie,
  hostsForDie,
  placeExhaustedDieOn,
} from '../api';

const card = chooseCard('card', {
  title:
    'Issa Brightmore, Inspiration: choose a card you control to place an artifice die from your exhausted pool onto',
  from: (g) => (hasExhaustedDie(g, 'artifice') ? hostsForDie(g, 'artifice') : []),
});

/** Issa Brightmore: Inspiration: side - exhaust - 1 artifice class: Draw 2 cards. Place an artifice die from your exhausted pool onto a card you control. */
export default defineCard({
  stub: 'issa-brightmore',
  abilities: [
    {
      id: 'inspiration',
      name: 'Inspiration',
      cost: ['[[side]]', '[[exhaust]]', '1 [[artifice:class]]'],
      steps: [
        (g) => void draw(g, 2),
        card.ask,
        (g) => void placeExhaustedDieOn(g, 'artifice', card.of(g)),
      ],
    },
  ],
});
