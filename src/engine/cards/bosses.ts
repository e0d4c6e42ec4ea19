/** Every solo boss whose rules are scripted, by release; `index.ts` hands them to the registry. */
import type { BossRules } from '../chimera/boss-rules';
import { BLIGHT_OF_NEVERSET } from './chimera-blight-of-neverset';
import { CORPSE_OF_VIROS } from './chimera-corpse-of-viros';
import { FLOOD_OF_MOON_COVE } from './chimera-flood-of-moon-cove';
import { FROSTWILD_SCOURGE } from './chimera-frostwild-scourge';
import { SIEGE_OF_LORDSWALL } from './chimera-siege-of-lordswall';
import { SPAWN_OF_SHADOWRECK } from './chimera-spawn-of-shadowreck';
import { INDIRI_ALDAIR } from './dragonborn-indiri';
import { SCATHA_KALANI } from './dragonborn-scatha';

export const BOSSES: readonly BossRules[] = [
  CORPSE_OF_VIROS,
  FROSTWILD_SCOURGE,
  SIEGE_OF_LORDSWALL,
  FLOOD_OF_MOON_COVE,
  BLIGHT_OF_NEVERSET,
  SPAWN_OF_SHADOWRECK,
  SCATHA_KALANI,
  INDIRI_ALDAIR,
];
