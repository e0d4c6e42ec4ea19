import { defineCard } from '../api';

/** Winged Lioness: Stalk: This unit cannot be guarded against. */
export default defineCard({
  stub: 'winged-lioness',
  keywords: { stalk: 1 },
});
