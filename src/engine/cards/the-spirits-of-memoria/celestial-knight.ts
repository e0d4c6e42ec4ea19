import { defineCard } from '../api';

/** Celestial Knight: * Armored 1: After this unit is dealt damage, prevent 1 damage from being received. */
export default defineCard({
  stub: 'celestial-knight',
  keywords: { armored: 1 },
});
