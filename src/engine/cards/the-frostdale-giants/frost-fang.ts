import { defineCard } from '../api';

/** Frost Fang: * Armored 1: After this unit is dealt damage, prevent 1 damage from being received. */
export default defineCard({
  stub: 'frost-fang',
  keywords: { armored: 1 },
});
