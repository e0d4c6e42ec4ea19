/**
 * The Corpse of Viros (Red Rains boss): its rules and every aspect of its two decks (Fury
 * and Shadow). A deck with an aspect that has no script is refused at setup
 * (`chimera/setup.ts` asks that every aspect of the Chimera's deck is scripted).
 */
import type { CardScript } from '../api';
import constrict from './constrict';
import darkDescent from './dark-descent';
import firebelly from './firebelly';
import frozenFear from './frozen-fear';
import glare from './glare';
import huntingInstincts from './hunting-instincts';
import ironScales from './iron-scales';
import lurk from './lurk';
import rampage from './rampage';
import regenerate from './regenerate';
import stormcall from './stormcall';
import whiplash from './whiplash';

export { default as CORPSE_OF_VIROS } from './corpse-of-viros';

export const CHIMERA_CORPSE_OF_VIROS: readonly CardScript[] = [
  constrict,
  darkDescent,
  firebelly,
  frozenFear,
  glare,
  huntingInstincts,
  ironScales,
  lurk,
  rampage,
  regenerate,
  stormcall,
  whiplash,
];
