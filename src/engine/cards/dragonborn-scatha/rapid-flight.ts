import { defineAspect } from '../api';

/** Rapid Flight (aspect): Quick Strike. */
export default defineAspect({ stub: 'rapid-flight', keywords: { quickStrike: 1 } });
