/**
 * The Siege of Lordswall (Red Rains boss): its rules and every aspect of its two decks (Horde
 * and Death) and its conjured aspect Rainwalker. A deck with an aspect that has no script is
 * refused at setup (`chimera/setup.ts`).
 */
import type { CardScript } from '../api';
import atTheGates from './at-the-gates';
import carrionCall from './carrion-call';
import chargingHorde from './charging-horde';
import convert from './convert';
import crimsonPyre from './crimson-pyre';
import deathKnell from './death-knell';
import flankingStrike from './flanking-strike';
import heartpierce from './heartpierce';
import rainwalker from './rainwalker';
import skeletalWall from './skeletal-wall';
import thunderclap from './thunderclap';
import torrentialSacrifice from './torrential-sacrifice';
import unendingForces from './unending-forces';

export { default as SIEGE_OF_LORDSWALL } from './siege-of-lordswall';

export const CHIMERA_SIEGE_OF_LORDSWALL: readonly CardScript[] = [
  atTheGates,
  carrionCall,
  chargingHorde,
  convert,
  crimsonPyre,
  deathKnell,
  flankingStrike,
  heartpierce,
  rainwalker,
  skeletalWall,
  thunderclap,
  torrentialSacrifice,
  unendingForces,
];
