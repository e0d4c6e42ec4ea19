/** The King of Titans release: every card of it that has a script. */
import type { CardScript } from '../api';
import archasaurusMount from './archasaurus-mount';
import cerasaurusMount from './cerasaurus-mount';
import earthquake from './earthquake';
import lawOfDomination from './law-of-domination';
import massHeal from './mass-heal';
import naturesWrath from './natures-wrath';
import painShaman from './pain-shaman';
import raptorHatchling from './raptor-hatchling';
import raptorHerder from './raptor-herder';
import sacredGround from './sacred-ground';
import shiningHydra from './shining-hydra';
import shiningHydraHead from './shining-hydra-head';
import summonArchasaurusMount from './summon-archasaurus-mount';
import summonCerasaurusMount from './summon-cerasaurus-mount';
import summonShiningHydra from './summon-shining-hydra';
import xanderHeartsblood from './xander-heartsblood';

export const THE_KING_OF_TITANS: readonly CardScript[] = [
  archasaurusMount,
  cerasaurusMount,
  earthquake,
  lawOfDomination,
  massHeal,
  naturesWrath,
  painShaman,
  raptorHatchling,
  raptorHerder,
  sacredGround,
  shiningHydra,
  shiningHydraHead,
  summonArchasaurusMount,
  summonCerasaurusMount,
  summonShiningHydra,
  xanderHeartsblood,
];
