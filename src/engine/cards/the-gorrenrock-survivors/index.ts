/** The Gorrenrock Survivors release: every card of it that has a script. */
import type { CardScript } from '../api';
import backtrack from './backtrack';
import canyonShelter from './canyon-shelter';
import emberootLizard from './emberoot-lizard';
import fightingSpirit from './fighting-spirit';
import gorrenrockBrawler from './gorrenrock-brawler';
import huntingWeapons from './hunting-weapons';
import inflame from './inflame';
import luluFirststone from './lulu-firststone';
import omenBringer from './omen-bringer';
import phoenixBarrage from './phoenix-barrage';
import spark from './spark';
import summonEmberootLizard from './summon-emberoot-lizard';
import summonOmenBringer from './summon-omen-bringer';
import survivalOfTheFittest from './survival-of-the-fittest';

export const THE_GORRENROCK_SURVIVORS: readonly CardScript[] = [
  backtrack,
  canyonShelter,
  emberootLizard,
  fightingSpirit,
  gorrenrockBrawler,
  huntingWeapons,
  inflame,
  luluFirststone,
  omenBringer,
  phoenixBarrage,
  spark,
  summonEmberootLizard,
  summonOmenBringer,
  survivalOfTheFittest,
];
