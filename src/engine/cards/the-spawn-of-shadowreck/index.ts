/** The Spawn of Shadowreck release: every card of it that has a script. */
import type { CardScript } from '../api';
import backflip from './backflip';
import darkReflection from './dark-reflection';
import fromDarkness from './from-darkness';
import gatesDefender from './gates-defender';
import inkspill from './inkspill';
import juggle from './juggle';
import magnificence from './magnificence';
import scrawler from './scrawler';
import seekTheDepths from './seek-the-depths';
import shadeProwler from './shade-prowler';
import shroud from './shroud';
import soulDelver from './soul-delver';
import summonScrawler from './summon-scrawler';
import summonShadeProwler from './summon-shade-prowler';
import summonWhisperer from './summon-whisperer';
import umbralAcrobat from './umbral-acrobat';
import whisperer from './whisperer';

export const THE_SPAWN_OF_SHADOWRECK: readonly CardScript[] = [
  backflip,
  darkReflection,
  fromDarkness,
  gatesDefender,
  inkspill,
  juggle,
  magnificence,
  scrawler,
  seekTheDepths,
  shadeProwler,
  shroud,
  soulDelver,
  summonScrawler,
  summonShadeProwler,
  summonWhisperer,
  umbralAcrobat,
  whisperer,
];
