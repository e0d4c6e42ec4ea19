import {
  activeDiceOf,
  chooseDie,
  chooseOption,
  choosePlayer,
  defineCard,
  mayChangeDiceOf,
  setDieSide,
} from '../api';

const SIDES = { power: 'Power', class: 'Class', basic: 'Basic' } as const;

const myDie = chooseDie('myDie', {
  title: 'Magic Syphon: choose a die in your active pool to change',
  from: (g) => activeDiceOf(g).map((d) => d.uuid),
});

const mySide = chooseOption('mySide', {
  title: 'Magic Syphon: choose a side for your die',
  options: SIDES,
  when: (g) => myDie.of(g) !== null,
});

const player = choosePlayer('player', {
  title: 'Magic Syphon: choose a target player to change a die of their active pool',
  only: (g, p) => mayChangeDiceOf(g, p) && activeDiceOf(g, p).length > 0,
});

const theirDie = chooseDie('theirDie', {
  title: "Magic Syphon: choose a die in that player's active pool to change",
  from: (g) => {
    const whose = player.of(g);
    return whose === null ? [] : activeDiceOf(g, whose).map((d) => d.uuid);
  },
});

const theirSide = chooseOption('theirSide', {
  title: 'Magic Syphon: choose a side for that die',
  options: SIDES,
  when: (g) => theirDie.of(g) !== null,
});

/** Magic Syphon: side, exhaust: Change 1 die in your active pool to a side of your choice. Change 1 die in a target player's active pool to a side of your choice. */
export default defineCard({
  stub: 'magic-syphon',
  abilities: [
    {
      id: 'magicSyphon',
      name: 'Magic Syphon',
      cost: ['[[side]]', '[[exhaust]]'],
      steps: [
        myDie.ask,
        mySide.ask,
        (g) => {
          const side = mySide.of(g);
          if (side !== null) setDieSide(g, myDie.of(g), side);
        },
        player.ask,
        theirDie.ask,
        theirSide.ask,
        (g) => {
          const side = theirSide.of(g);
          if (side !== null) setDieSide(g, theirDie.of(g), side);
        },
      ],
    },
  ],
});
