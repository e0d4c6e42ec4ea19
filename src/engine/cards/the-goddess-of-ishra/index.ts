/** The Goddess of Ishra release: every card of it that has a script. */
import type { CardScript } from '../api';
import astrea from './astrea';
import callToAction from './call-to-action';
import devotion from './devotion';
import imperialNinja from './imperial-ninja';
import kneel from './kneel';
import lightBringer from './light-bringer';
import markOfTheGoddess from './mark-of-the-goddess';
import royalCharm from './royal-charm';
import steadfastGuardian from './steadfast-guardian';
import summonLightBringer from './summon-light-bringer';
import summonSteadfastGuardian from './summon-steadfast-guardian';
import summonWeepingSpirit from './summon-weeping-spirit';
import sunSister from './sun-sister';
import weepingSpirit from './weeping-spirit';

export const THE_GODDESS_OF_ISHRA: readonly CardScript[] = [
  astrea,
  callToAction,
  devotion,
  imperialNinja,
  kneel,
  lightBringer,
  markOfTheGoddess,
  royalCharm,
  steadfastGuardian,
  summonLightBringer,
  summonSteadfastGuardian,
  summonWeepingSpirit,
  sunSister,
  weepingSpirit,
];
