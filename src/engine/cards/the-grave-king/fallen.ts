import { defineCard } from '../api';

/** Fallen: Infectious: Damage dealt by this unit by attacking or countering cannot be prevented. */
export default defineCard({
  stub: 'fallen',
  keywords: { infectious: 1 },
});
