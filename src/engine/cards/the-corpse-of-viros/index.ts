/** The Corpse of Viros release: every card of it that has a script. */
import type { CardScript } from '../api';
import bloodBrawl from './blood-brawl';
import bloodPuppeteer from './blood-puppeteer';
import boneCrow from './bone-crow';
import calamityGolem from './calamity-golem';
import changeOfHeart from './change-of-heart';
import channelMagic from './channel-magic';
import chantOfTransfusion from './chant-of-transfusion';
import finalStand from './final-stand';
import infuriate from './infuriate';
import oldSalt from './old-salt';
import phoenixAttendant from './phoenix-attendant';
import playtime from './playtime';
import serveTheCity from './serve-the-city';
import shadowblade from './shadowblade';
import summonBoneCrow from './summon-bone-crow';
import summonCalamityGolem from './summon-calamity-golem';

export const THE_CORPSE_OF_VIROS: readonly CardScript[] = [
  bloodBrawl,
  bloodPuppeteer,
  boneCrow,
  calamityGolem,
  changeOfHeart,
  channelMagic,
  chantOfTransfusion,
  finalStand,
  infuriate,
  oldSalt,
  phoenixAttendant,
  playtime,
  serveTheCity,
  shadowblade,
  summonBoneCrow,
  summonCalamityGolem,
];
