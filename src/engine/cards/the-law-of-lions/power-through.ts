import { defineCard } from '../api';

/** Power Through: +1 attack (printed). This unit now has the following ability: Overkill 1: After this unit destroys a unit an opponent controls by attacking, deal 1 damage to that opponent's target Phoenixborn. */
export default defineCard({
  stub: 'power-through',
  grants: { overkill: 1 },
});
