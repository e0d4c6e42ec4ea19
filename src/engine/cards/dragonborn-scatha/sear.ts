import { defineAspect } from '../api';

/** Sear (aspect): 2 status. Status ability: 1 damage to the opposing Phoenixborn (`scatha-kalani.ts`). */
export default defineAspect({ stub: 'sear' });
