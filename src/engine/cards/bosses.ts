/** Every solo boss whose rules are scripted, by release; `index.ts` hands them to the registry. */
import type { BossRules } from '../chimera/boss-rules';
import { CORPSE_OF_VIROS } from './chimera-corpse-of-viros';
import { SPAWN_OF_SHADOWRECK } from './chimera-spawn-of-shadowreck';

export const BOSSES: readonly BossRules[] = [CORPSE_OF_VIROS, SPAWN_OF_SHADOWRECK];
