import { defineCard } from '../api';

/** Sun Scarab: Stalk: This unit cannot be guarded against. */
export default defineCard({
  stub: 'sun-scarab',
  keywords: { stalk: 1 },
});
