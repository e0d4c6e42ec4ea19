import { registerCard } from '../registry';
import { changeDice } from '../helpers';
/** Call Upon the Realms: Change 3 dice in your active pool to a side of your choice. */
export default registerCard({
  stub: 'call-upon-the-realms',
  effect: [changeDice(3)],
});
