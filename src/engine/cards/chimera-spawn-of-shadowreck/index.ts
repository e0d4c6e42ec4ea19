/**
 * The Spawn of Shadowreck (Red Rains boss): its rules and the aspects of both its decks, Lair
 * (with Webbed) and Horror.
 */
import type { CardScript } from '../api';
import broodmother from './broodmother';
import devour from './devour';
import erraticStrike from './erratic-strike';
import lunge from './lunge';
import neurotoxin from './neurotoxin';
import panic from './panic';
import paranoia from './paranoia';
import silksteel from './silksteel';
import torment from './torment';
import unbreakable from './unbreakable';
import unfathomable from './unfathomable';
import weave from './weave';
import webbed from './webbed';

export { default as SPAWN_OF_SHADOWRECK } from './spawn-of-shadowreck';

export const CHIMERA_SPAWN_OF_SHADOWRECK: readonly CardScript[] = [
  broodmother,
  devour,
  erraticStrike,
  lunge,
  neurotoxin,
  panic,
  paranoia,
  silksteel,
  torment,
  unbreakable,
  unfathomable,
  weave,
  webbed,
];
