/** Every solo boss whose rules are scripted, by release; `index.ts` hands them to the registry. */
import type { BossRules } from '../chimera/boss-rules';
import { CORPSE_OF_VIROS } from './chimera-corpse-of-viros';
import { INDIRI_ALDAIR } from './dragonborn-indiri';
import { SCATHA_KALANI } from './dragonborn-scatha';

export const BOSSES: readonly BossRules[] = [CORPSE_OF_VIROS, SCATHA_KALANI, INDIRI_ALDAIR];
