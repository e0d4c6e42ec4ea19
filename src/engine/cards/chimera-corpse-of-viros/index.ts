/**
 * The Corpse of Viros (Red Rains boss): its rules and every aspect of its decks that has a
 * script. Glare and Regenerate (the Shadow deck) have none yet, so that deck is refused at
 * setup (`chimera/setup.ts` asks that every aspect of the Chimera's deck is scripted).
 */
import type { CardScript } from '../api';
import constrict from './constrict';
import darkDescent from './dark-descent';
import firebelly from './firebelly';
import frozenFear from './frozen-fear';
import huntingInstincts from './hunting-instincts';
import ironScales from './iron-scales';
import lurk from './lurk';
import rampage from './rampage';
import stormcall from './stormcall';
import whiplash from './whiplash';

export { default as CORPSE_OF_VIROS } from './corpse-of-viros';

export const CHIMERA_CORPSE_OF_VIROS: readonly CardScript[] = [
  constrict,
  darkDescent,
  firebelly,
  frozenFear,
  huntingInstincts,
  ironScales,
  lurk,
  rampage,
  stormcall,
  whiplash,
];
