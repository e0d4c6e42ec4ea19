import { defineAspect } from '../api';

/** Frost Bulwark (aspect): Defender (played as Unit Guard: it guards the Chimera's other aspects). Armored 1. */
export default defineAspect({ stub: 'frost-bulwark', keywords: { unitGuard: 1, armored: 1 } });
