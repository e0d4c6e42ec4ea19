/**
 * The Spawn of Shadowreck (Red Rains boss): its rules and the aspects of its Lair deck, with
 * Webbed. The Horror deck's aspects (Erratic Strike, Lunge, Panic, Paranoia, Torment, Devour)
 * are not scripted: setup refuses that deck (`chimera/setup.ts`).
 */
import type { CardScript } from '../api';
import broodmother from './broodmother';
import neurotoxin from './neurotoxin';
import silksteel from './silksteel';
import unbreakable from './unbreakable';
import unfathomable from './unfathomable';
import weave from './weave';
import webbed from './webbed';

export { default as SPAWN_OF_SHADOWRECK } from './spawn-of-shadowreck';

export const CHIMERA_SPAWN_OF_SHADOWRECK: readonly CardScript[] = [
  broodmother,
  neurotoxin,
  silksteel,
  unbreakable,
  unfathomable,
  weave,
  webbed,
];
