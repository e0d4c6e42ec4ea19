/** The Protector of Argaia release: every card of it that has a script. */
import type { CardScript } from '../api';
import confusionSpores from './confusion-spores';
import essenceDruid from './essence-druid';
import exhortation from './exhortation';
import fionaMercywind from './fiona-mercywind';
import majesticTitan from './majestic-titan';
import mindFogOwl from './mind-fog-owl';
import mindMaze from './mind-maze';
import newIdeas from './new-ideas';
import nightsongCricket from './nightsong-cricket';
import returnToSoil from './return-to-soil';
import seedsOfAggression from './seeds-of-aggression';
import summonMajesticTitan from './summon-majestic-titan';
import summonMindFogOwl from './summon-mind-fog-owl';
import summonNightsongCricket from './summon-nightsong-cricket';

export const THE_PROTECTOR_OF_ARGAIA: readonly CardScript[] = [
  confusionSpores,
  essenceDruid,
  exhortation,
  fionaMercywind,
  majesticTitan,
  mindFogOwl,
  mindMaze,
  newIdeas,
  nightsongCricket,
  returnToSoil,
  seedsOfAggression,
  summonMajesticTitan,
  summonMindFogOwl,
  summonNightsongCricket,
];
