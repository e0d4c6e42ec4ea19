/** The End of Argaia release: every card of it that has a script. */
import type { CardScript } from '../api';
import afterimage from './afterimage';
import cataclysm from './cataclysm';
import cinderSpirit from './cinder-spirit';
import doubleEdge from './double-edge';
import fatalStrike from './fatal-strike';
import oceansEye from './oceans-eye';
import realization from './realization';
import risingTides from './rising-tides';
import rubbleSpirit from './rubble-spirit';
import spearMaster from './spear-master';
import summonCinderSpirit from './summon-cinder-spirit';
import summonOceansEyes from './summon-oceans-eyes';
import summonTuskMount from './summon-tusk-mount';
import timestopper from './timestopper';
import tranquility from './tranquility';
import tuskMount from './tusk-mount';
import vermillionSage from './vermillion-sage';

export const THE_END_OF_ARGAIA: readonly CardScript[] = [
  afterimage,
  cataclysm,
  cinderSpirit,
  doubleEdge,
  fatalStrike,
  oceansEye,
  realization,
  risingTides,
  rubbleSpirit,
  spearMaster,
  summonCinderSpirit,
  summonOceansEyes,
  summonTuskMount,
  timestopper,
  tranquility,
  tuskMount,
  vermillionSage,
];
