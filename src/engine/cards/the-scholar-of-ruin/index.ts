/** The Scholar of Ruin release: every card of it that has a script. */
import type { CardScript } from '../api';
import chantOfErosion from './chant-of-erosion';
import chantOfHostility from './chant-of-hostility';
import cryptGuardian from './crypt-guardian';
import discovery from './discovery';
import erasEnd from './eras-end';
import eroding from './eroding';
import excavate from './excavate';
import knowledgeSeeker from './knowledge-seeker';
import rapture from './rapture';
import rebornChimera from './reborn-chimera';
import redRaindrop from './red-raindrop';
import ritualist from './ritualist';
import rowanUmberend from './rowan-umberend';
import ruinDweller from './ruin-dweller';
import summonRuinDweller from './summon-ruin-dweller';

export const THE_SCHOLAR_OF_RUIN: readonly CardScript[] = [
  chantOfErosion,
  chantOfHostility,
  cryptGuardian,
  discovery,
  erasEnd,
  eroding,
  excavate,
  knowledgeSeeker,
  rapture,
  rebornChimera,
  redRaindrop,
  ritualist,
  rowanUmberend,
  ruinDweller,
  summonRuinDweller,
];
