/** The Artist of Dreams release: every card of it that has a script. */
import type { CardScript } from '../api';
import doubleDown from './double-down';
import dreamFracture from './dream-fracture';
import dreamlockMage from './dreamlock-mage';
import ensnare from './ensnare';
import foxSpirit from './fox-spirit';
import hopeEverthorn from './hope-everthorn';
import keepsake from './keepsake';
import realmWalker from './realm-walker';
import reimagine from './reimagine';
import summonFoxSpirit from './summon-fox-spirit';
import summonWishingWing from './summon-wishing-wing';
import voidPulse from './void-pulse';
import wishingWing from './wishing-wing';

export const THE_ARTIST_OF_DREAMS: readonly CardScript[] = [
  doubleDown,
  dreamFracture,
  dreamlockMage,
  ensnare,
  foxSpirit,
  hopeEverthorn,
  keepsake,
  realmWalker,
  reimagine,
  summonFoxSpirit,
  summonWishingWing,
  voidPulse,
  wishingWing,
];
