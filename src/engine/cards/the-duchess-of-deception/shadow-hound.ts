import { defineCard } from '../api';

/** Shadow Hound: Concealed: This unit cannot be targeted by attacks, spells, abilities, or dice powers an opponent controls. Stalk: This unit cannot be guarded against. */
export default defineCard({
  stub: 'shadow-hound',
  keywords: { concealed: 1, stalk: 1 },
});
