/** The Flood of Moon Cove release: every card of it that has a script. */
import type { CardScript } from '../api';
import absorption from './absorption';
import ceruleanDiver from './cerulean-diver';
import fullMoon from './full-moon';
import metamorpher from './metamorpher';
import moonMoth from './moon-moth';
import moonsBlessing from './moons-blessing';
import reverberate from './reverberate';
import riverColossus from './river-colossus';
import sandstormSage from './sandstorm-sage';
import summonCeruleanDiver from './summon-cerulean-diver';
import summonMetamorpher from './summon-metamorpher';
import summonRiverColossus from './summon-river-colossus';
import sunScarab from './sun-scarab';
import surgingTempest from './surging-tempest';
import transmogrify from './transmogrify';
import twilightAlchemist from './twilight-alchemist';
import undaunted from './undaunted';
import weightOfTheWorld from './weight-of-the-world';

export const THE_FLOOD_OF_MOON_COVE: readonly CardScript[] = [
  absorption,
  ceruleanDiver,
  fullMoon,
  metamorpher,
  moonMoth,
  moonsBlessing,
  reverberate,
  riverColossus,
  sandstormSage,
  summonCeruleanDiver,
  summonMetamorpher,
  summonRiverColossus,
  sunScarab,
  surgingTempest,
  transmogrify,
  twilightAlchemist,
  undaunted,
  weightOfTheWorld,
];
