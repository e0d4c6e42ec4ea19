import { registerCard } from '../registry';
import { changeDice } from '../helpers';
/** Shifting Mist: side, exhaust: change 2 dice in your active pool to a side of your choice. */
export default registerCard({
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
