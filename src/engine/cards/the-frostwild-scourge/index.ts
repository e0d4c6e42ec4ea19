/** The Frostwild Scourge release: every card of it that has a script. */
import type { CardScript } from '../api';
import adaptodon from './adaptodon';
import clashingTempers from './clashing-tempers';
import emberHeart from './ember-heart';
import fireAdaptation from './fire-adaptation';
import frostFrog from './frost-frog';
import glaciate from './glaciate';
import iceAdaptation from './ice-adaptation';
import jungleForager from './jungle-forager';
import packWolf from './pack-wolf';
import redFlower from './red-flower';
import rejuvenate from './rejuvenate';
import shatteringFist from './shattering-fist';
import staminaBurst from './stamina-burst';
import summonAdaptodon from './summon-adaptodon';
import summonFrostFrog from './summon-frost-frog';
import wallop from './wallop';
import willToSurvive from './will-to-survive';
import wolfpackLeader from './wolfpack-leader';

export const THE_FROSTWILD_SCOURGE: readonly CardScript[] = [
  adaptodon,
  clashingTempers,
  emberHeart,
  fireAdaptation,
  frostFrog,
  glaciate,
  iceAdaptation,
  jungleForager,
  packWolf,
  redFlower,
  rejuvenate,
  shatteringFist,
  staminaBurst,
  summonAdaptodon,
  summonFrostFrog,
  wallop,
  willToSurvive,
  wolfpackLeader,
];
