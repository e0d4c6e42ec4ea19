/** The Law of Lions release: every card of it that has a script. */
import type { CardScript } from '../api';
import emperorLion from './emperor-lion';
import heal from './heal';
import holyKnight from './holy-knight';
import lawOfAssurance from './law-of-assurance';
import lawOfSight from './law-of-sight';
import meteor from './meteor';
import odetteDiamondcrest from './odette-diamondcrest';
import powerThrough from './power-through';
import shieldMage from './shield-mage';
import summonEmperorLion from './summon-emperor-lion';
import summonWingedLioness from './summon-winged-lioness';
import swordOfVirtue from './sword-of-virtue';
import wingedLioness from './winged-lioness';

export const THE_LAW_OF_LIONS: readonly CardScript[] = [
  emperorLion,
  heal,
  holyKnight,
  lawOfAssurance,
  lawOfSight,
  meteor,
  odetteDiamondcrest,
  powerThrough,
  shieldMage,
  summonEmperorLion,
  summonWingedLioness,
  swordOfVirtue,
  wingedLioness,
];
