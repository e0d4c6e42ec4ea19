import { defineAspect } from '../api';

/** Lurk (aspect): Concealed. Quick Strike. */
export default defineAspect({ stub: 'lurk', keywords: { concealed: 1, quickStrike: 1 } });
