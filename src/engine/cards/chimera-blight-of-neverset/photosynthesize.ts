import { defineAspect } from '../api';

/**
 * Photosynthesize (aspect, status 3): Status: raise 1 basic rage die one level (its status
 * ability is in blight-of-neverset.ts).
 */
export default defineAspect({ stub: 'photosynthesize' });
