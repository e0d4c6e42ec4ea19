import { defineAspect, onDestroyed, summonAspects } from '../api';

/** Skeletal Wall (aspect): Defender (played as Unit Guard). Inexhaustible: When this aspect is destroyed, summon 2 Rainwalkers. */
export default defineAspect({
  stub: 'skeletal-wall',
  keywords: { unitGuard: 1 },
  triggers: [onDestroyed('Skeletal Wall', [(g) => void summonAspects(g, 'rainwalker', 2)])],
});
