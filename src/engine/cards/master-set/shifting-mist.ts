import { changeDice, defineCard } from '../api';

/** Shifting Mist: side, exhaust: change 2 dice in your active pool to a side of your choice. */
export default defineCard({
  stub: 'shifting-mist',
  abilities: [
    {
      id: 'shift',
      name: 'Shifting Mist',
      cost: ['[[side]]', '[[exhaust]]'],
      steps: [changeDice(2)],
    },
  ],
});
