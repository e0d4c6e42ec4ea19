/** The Queen of Lightning release: every card of it that has a script. */
import type { CardScript } from '../api';
import adeptDuelist from './adept-duelist';
import blessingOfLightning from './blessing-of-lightning';
import cloudburstGryphon from './cloudburst-gryphon';
import crystalArcher from './crystal-archer';
import crystalArmor from './crystal-armor';
import dimonaOdinstar from './dimona-odinstar';
import disengage from './disengage';
import empyreanMount from './empyrean-mount';
import piercingLight from './piercing-light';
import raywardKnight from './rayward-knight';
import raywardRecruit from './rayward-recruit';
import reinforce from './reinforce';
import summonCloudburstGryphon from './summon-cloudburst-gryphon';

export const THE_QUEEN_OF_LIGHTNING: readonly CardScript[] = [
  adeptDuelist,
  blessingOfLightning,
  cloudburstGryphon,
  crystalArcher,
  crystalArmor,
  dimonaOdinstar,
  disengage,
  empyreanMount,
  piercingLight,
  raywardKnight,
  raywardRecruit,
  reinforce,
  summonCloudburstGryphon,
];
