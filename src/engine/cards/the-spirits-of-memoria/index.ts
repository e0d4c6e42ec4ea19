/** The Spirits of Memoria release: every card of it that has a script. */
import type { CardScript } from '../api';
import admonisher from './admonisher';
import angelicRescue from './angelic-rescue';
import celestialKnight from './celestial-knight';
import chainedCreations from './chained-creations';
import gatesThrownOpen from './gates-thrown-open';
import lawOfGrace from './law-of-grace';
import purify from './purify';
import sembaliGrimtongue from './sembali-grimtongue';
import shadowGuard from './shadow-guard';
import shepherdOfLostSouls from './shepherd-of-lost-souls';
import spectralAssassin from './spectral-assassin';
import summonAdmonisher from './summon-admonisher';
import summonSpectralAssassin from './summon-spectral-assassin';

export const THE_SPIRITS_OF_MEMORIA: readonly CardScript[] = [
  admonisher,
  angelicRescue,
  celestialKnight,
  chainedCreations,
  gatesThrownOpen,
  lawOfGrace,
  purify,
  sembaliGrimtongue,
  shadowGuard,
  shepherdOfLostSouls,
  spectralAssassin,
  summonAdmonisher,
  summonSpectralAssassin,
];
