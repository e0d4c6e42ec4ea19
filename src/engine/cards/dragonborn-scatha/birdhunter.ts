import { defineAspect } from '../api';

/** Birdhunter (aspect): Overkill 1. */
export default defineAspect({ stub: 'birdhunter', keywords: { overkill: 1 } });
