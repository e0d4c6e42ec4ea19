import { defineCard, onComesIntoPlay, summon } from '../api';

/**
 * Hand of Spear: Raise Shield: When this unit comes into play, place a Hand of Shield
 * conjuration onto your battlefield. Quick Strike: While this unit is attacking, it deals its
 * damage before units in battle with it.
 */
export default defineCard({
  stub: 'hand-of-spear',
  keywords: { quickStrike: 1 },
  triggers: [onComesIntoPlay('Raise Shield', [(g) => void summon(g, 'hand-of-shield')])],
});
