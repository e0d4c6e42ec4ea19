import { defineCard } from '../api';

/** Frostback Bear: Terrifying 1: This unit cannot be blocked or guarded against by units with an attack value of 1 or less. */
export default defineCard({
  stub: 'frostback-bear',
  keywords: { terrifying: 1 },
});
