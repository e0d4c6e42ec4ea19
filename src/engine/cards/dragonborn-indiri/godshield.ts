import { defineAspect } from '../api';

/** Godshield (aspect): Armored 1. */
export default defineAspect({ stub: 'godshield', keywords: { armored: 1 } });
