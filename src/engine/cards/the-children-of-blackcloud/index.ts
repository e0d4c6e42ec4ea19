/** The Children of Blackcloud release: every card of it that has a script. */
import type { CardScript } from '../api';
import blackcloudNinja from './blackcloud-ninja';
import bloodChains from './blood-chains';
import brennenBlackcloud from './brennen-blackcloud';
import chantOfWorship from './chant-of-worship';
import choke from './choke';
import crimsonBomber from './crimson-bomber';
import dreadWraith from './dread-wraith';
import fester from './fester';
import fireArcher from './fire-archer';
import regress from './regress';
import safeguard from './safeguard';
import summonDreadWraith from './summon-dread-wraith';

export const THE_CHILDREN_OF_BLACKCLOUD: readonly CardScript[] = [
  blackcloudNinja,
  bloodChains,
  brennenBlackcloud,
  chantOfWorship,
  choke,
  crimsonBomber,
  dreadWraith,
  fester,
  fireArcher,
  regress,
  safeguard,
  summonDreadWraith,
];
