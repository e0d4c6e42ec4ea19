/** Every solo boss whose rules are scripted, by release; `index.ts` hands them to the registry. */
import type { BossRules } from '../chimera/boss-rules';
import { BLIGHT_OF_NEVERSET } from './chimera-blight-of-neverset';
import { CORPSE_OF_VIROS } from './chimera-corpse-of-viros';

export const BOSSES: readonly BossRules[] = [CORPSE_OF_VIROS, BLIGHT_OF_NEVERSET];
