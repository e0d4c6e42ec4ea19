import { defineCard } from '../api';

/** Frost Talon (conjuration): Stalk: This unit cannot be guarded against. */
export default defineCard({
  stub: 'frost-talon',
  keywords: { stalk: 1 },
});
