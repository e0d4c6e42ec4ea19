import { defineCard, onComesIntoPlay, summon } from '../api';

/** Raptor Herder: Call Raptor Hatchling: When this unit comes into play, place a Raptor Hatchling conjuration onto your battlefield. */
export default defineCard({
  stub: 'raptor-herder',
  triggers: [onComesIntoPlay('Call Raptor Hatchling', [(g) => void summon(g, 'raptor-hatchling')])],
});
