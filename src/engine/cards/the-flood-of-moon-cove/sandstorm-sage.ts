import { defineCard } from '../api';

/** Sandstorm Sage: Deep Focus: Ready Spells you control are focused one additional time. */
export default defineCard({
  stub: 'sandstorm-sage',
  focusesReadySpells: 1,
});
