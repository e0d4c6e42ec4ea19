/**
 * The Spawn of Shadowreck (Red Rains boss): its rules, the aspects of its Lair deck, with
 * Webbed, and three of its Horror deck (Erratic Strike, Torment, Devour). Lunge, Panic and
 * Paranoia are not scripted: setup refuses the Horror deck (`chimera/setup.ts`).
 */
import type { CardScript } from '../api';
import broodmother from './broodmother';
import devour from './devour';
import erraticStrike from './erratic-strike';
import neurotoxin from './neurotoxin';
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
  neurotoxin,
  silksteel,
  torment,
  unbreakable,
  unfathomable,
  weave,
  webbed,
];
