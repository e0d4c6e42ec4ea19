/** The Breaker of Fate release: every card of it that has a script. */
import type { CardScript } from '../api';
import accelerate from './accelerate';
import blink from './blink';
import flashStrike from './flash-strike';
import foresight from './foresight';
import jerichoReborn from './jericho-reborn';
import outmatch from './outmatch';
import standardBearer from './standard-bearer';
import stasis from './stasis';
import summonTimeHopper from './summon-time-hopper';
import summonTurtleGuard from './summon-turtle-guard';
import swiftMessenger from './swift-messenger';
import timeHopper from './time-hopper';
import turtleGuard from './turtle-guard';

export const THE_BREAKER_OF_FATE: readonly CardScript[] = [
  accelerate,
  blink,
  flashStrike,
  foresight,
  jerichoReborn,
  outmatch,
  standardBearer,
  stasis,
  summonTimeHopper,
  summonTurtleGuard,
  swiftMessenger,
  timeHopper,
  turtleGuard,
];
