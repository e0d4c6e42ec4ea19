/** The Boy Among Wolves release: every card of it that has a script. */
import type { CardScript } from '../api';
import biter from './biter';
import brilliantThorn from './brilliant-thorn';
import explosiveGrowth from './explosive-growth';
import huntMaster from './hunt-master';
import indiglowCreeper from './indiglow-creeper';
import invigorate from './invigorate';
import joinTheHunt from './join-the-hunt';
import kojiWolfcub from './koji-wolfcub';
import jungleWarrior from './jungle-warrior';
import lickWounds from './lick-wounds';
import luminousSeedling from './luminous-seedling';
import pantherSpirit from './panther-spirit';
import sleepingBear from './sleeping-bear';
import summonBiter from './summon-biter';
import summonIndiglowCreeper from './summon-indiglow-creeper';
import templeElder from './temple-elder';

export const THE_BOY_AMONG_WOLVES: readonly CardScript[] = [
  biter,
  brilliantThorn,
  explosiveGrowth,
  huntMaster,
  indiglowCreeper,
  invigorate,
  joinTheHunt,
  jungleWarrior,
  kojiWolfcub,
  lickWounds,
  luminousSeedling,
  pantherSpirit,
  sleepingBear,
  summonBiter,
  summonIndiglowCreeper,
  templeElder,
];
