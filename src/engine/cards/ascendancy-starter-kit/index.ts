/** The Ashes Ascendancy starter kit: every card of it that has a script. */
import type { CardScript } from '../api';
import aerialStrike from './aerial-strike';
import arrenFrostpeak from './arren-frostpeak';
import barrier from './barrier';
import brilliantDisplay from './brilliant-display';
import cirrusRanger from './cirrus-ranger';
import coreSupplier from './core-supplier';
import dodge from './dodge';
import frostTalon from './frost-talon';
import gustSpear from './gust-spear';
import issaBrightmore from './issa-brightmore';
import javelineer from './javelineer';
import recharge from './recharge';
import reconfigure from './reconfigure';
import retreat from './retreat';
import skybreakCaptain from './skybreak-captain';
import sparkDrone from './spark-drone';
import stellarOracle from './stellar-oracle';
import summonFrostTalon from './summon-frost-talon';
import summonSparkDrone from './summon-spark-drone';
import summonStellarOracle from './summon-stellar-oracle';
import summonThunderHulk from './summon-thunder-hulk';
import supercharge from './supercharge';
import systemsDrafter from './systems-drafter';
import thunderHulk from './thunder-hulk';
import thunderSuit from './thunder-suit';
import whirlwind from './whirlwind';

export const ASCENDANCY_STARTER_KIT: readonly CardScript[] = [
  aerialStrike,
  arrenFrostpeak,
  barrier,
  brilliantDisplay,
  cirrusRanger,
  coreSupplier,
  dodge,
  frostTalon,
  gustSpear,
  issaBrightmore,
  javelineer,
  recharge,
  reconfigure,
  retreat,
  skybreakCaptain,
  sparkDrone,
  stellarOracle,
  summonFrostTalon,
  summonSparkDrone,
  summonStellarOracle,
  summonThunderHulk,
  supercharge,
  systemsDrafter,
  thunderHulk,
  thunderSuit,
  whirlwind,
];
