import {
  attachConjuredAlteration,
  chooseDie,
  chooseOption,
  defineCard,
  draw,
  exhaustedDiceOf,
  focus,
  inConjurationPile,
  phoenixbornOf,
  placeStatus,
  readyDieOnSide,
  tokensOn,
} from '../api';

const die = chooseDie('die', {
  title: 'Concentration: choose a die of your exhausted pool to place into your active pool',
  from: (g) => exhaustedDiceOf(g).map((d) => d.uuid),
});
const side = chooseOption('side', {
  title: 'Concentration: on which side?',
  options: { power: 'Power', class: 'Class', basic: 'Basic' },
  when: (g) => die.of(g) !== null,
});

/**
 * Concentration: main or side, exhaust, 2 basic: Place 1 status token on your Phoenixborn. Draw
 * 1 card. Choose 1 die in your exhausted pool and place it into your active pool on a side of
 * your choice. Focus 1: Then, if there are 7 or more status tokens on your Phoenixborn, attach
 * The Awakened State conjured alteration spell to it.
 */
export default defineCard({
  stub: 'concentration',
  abilities: [
    {
      id: 'concentration',
      name: 'Concentration',
      cost: [['[[main]]', '[[side]]'], '[[exhaust]]', '2 [[basic]]'],
      steps: [
        (g) => placeStatus(g, phoenixbornOf(g), 1),
        (g) => void draw(g, 1),
        die.ask,
        side.ask,
        (g) => void readyDieOnSide(g, die.of(g), side.of(g)),
        (g) => {
          const pb = phoenixbornOf(g);
          if (
            focus(g) >= 1 &&
            tokensOn(g, pb).status >= 7 &&
            inConjurationPile(g, 'the-awakened-state')
          )
            attachConjuredAlteration(g, 'the-awakened-state', pb);
        },
      ],
    },
  ],
});
