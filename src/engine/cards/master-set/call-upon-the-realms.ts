import { changeDice, defineCard } from '../api';

/** Call Upon the Realms: Change 3 dice in your active pool to a side of your choice. */
export default defineCard({
  stub: 'call-upon-the-realms',
  effect: [changeDice(3)],
});
