/** The Messengers of Peace release: every card of it that has a script. */
import type { CardScript } from '../api';
import ashSpirit from './ash-spirit';
import captivate from './captivate';
import concentration from './concentration';
import fateReflection from './fate-reflection';
import flockShepherd from './flock-shepherd';
import generosity from './generosity';
import orrickGilstream from './orrick-gilstream';
import recollect from './recollect';
import rileTheMeek from './rile-the-meek';
import rubyCobra from './ruby-cobra';
import summonAshSpirit from './summon-ash-spirit';
import summonRubyCobra from './summon-ruby-cobra';
import sunshieldSentry from './sunshield-sentry';
import theAwakenedState from './the-awakened-state';

export const THE_MESSENGERS_OF_PEACE: readonly CardScript[] = [
  ashSpirit,
  captivate,
  concentration,
  fateReflection,
  flockShepherd,
  generosity,
  orrickGilstream,
  recollect,
  rileTheMeek,
  rubyCobra,
  summonAshSpirit,
  summonRubyCobra,
  sunshieldSentry,
  theAwakenedState,
];
