import { defineCard, onDestroyed, summon } from '../api';

/**
 * Indiglow Creeper: * Germinate: When this unit is destroyed, place a Luminous Seedling
 * conjuration onto your battlefield. * Fade: Destroy this unit at the end of this round.
 */
export default defineCard({
  stub: 'indiglow-creeper',
  keywords: { fade: 1 },
  triggers: [onDestroyed('Germinate', [(g) => void summon(g, 'luminous-seedling')])],
});
