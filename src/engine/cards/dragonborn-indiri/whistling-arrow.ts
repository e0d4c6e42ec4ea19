import { defineAspect } from '../api';

/** Whistling Arrow (conjured aspect): Ephemeral. Terrifying 1. */
export default defineAspect({ stub: 'whistling-arrow', keywords: { ephemeral: 1, terrifying: 1 } });
