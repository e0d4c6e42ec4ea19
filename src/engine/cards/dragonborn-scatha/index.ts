/**
 * Scatha Kalani (Dragonborn of Ascendancy's PvE): its rules and every aspect of its deck.
 * A deck with an aspect that has no script is refused at setup (`chimera/setup.ts`).
 */
import type { CardScript } from '../api';
import aegisFeathers from './aegis-feathers';
import birdhunter from './birdhunter';
import dragonRage from './dragon-rage';
import radiantFlash from './radiant-flash';
import rapidFlight from './rapid-flight';
import sear from './sear';

export { default as SCATHA_KALANI } from './scatha-kalani';

export const DRAGONBORN_SCATHA: readonly CardScript[] = [
  aegisFeathers,
  birdhunter,
  dragonRage,
  radiantFlash,
  rapidFlight,
  sear,
];
