import { defineCard } from '../api';

/** Root Armor: +1 life. This unit now has Armored 1: after it is dealt damage, prevent 1 damage from being received. */
export default defineCard({
  stub: 'root-armor',
  grants: { armored: 1 },
});
