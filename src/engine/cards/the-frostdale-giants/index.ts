/** The Frostdale Giants release: every card of it that has a script. */
import type { CardScript } from '../api';
import crystalShield from './crystal-shield';
import deepFreeze from './deep-freeze';
import freezingBlast from './freezing-blast';
import frostBite from './frost-bite';
import frostFang from './frost-fang';
import frostbackBear from './frostback-bear';
import frozenCrown from './frozen-crown';
import iceBuff from './ice-buff';
import iceGolem from './ice-golem';
import iceTrap from './ice-trap';
import rinNorthfell from './rin-northfell';
import rinsFury from './rins-fury';
import summonFrostbackBear from './summon-frostback-bear';
import summonIceGolem from './summon-ice-golem';

export const THE_FROSTDALE_GIANTS: readonly CardScript[] = [
  crystalShield,
  deepFreeze,
  freezingBlast,
  frostBite,
  frostFang,
  frostbackBear,
  frozenCrown,
  iceBuff,
  iceGolem,
  iceTrap,
  rinNorthfell,
  rinsFury,
  summonFrostbackBear,
  summonIceGolem,
];
