/** Every solo boss whose rules are scripted, by release, handed to `chimera/bosses.ts`. */
import { registerBosses } from '../chimera/bosses';
import { CORPSE_OF_VIROS } from './chimera-corpse-of-viros';

registerBosses([CORPSE_OF_VIROS]);
