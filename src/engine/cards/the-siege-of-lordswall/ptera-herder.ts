import { defineCard, onComesIntoPlay, summon } from '../api';

/**
 * Ptera Herder: Call Ptera Hatchling: When this unit comes into play, place a Ptera Hatchling
 * conjuration onto your battlefield.
 */
export default defineCard({
  stub: 'ptera-herder',
  triggers: [onComesIntoPlay('Call Ptera Hatchling', [(g) => void summon(g, 'ptera-hatchling')])],
});
