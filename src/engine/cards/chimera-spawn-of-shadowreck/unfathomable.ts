import { defineAspect } from '../api';

/** Unfathomable (aspect): Terrifying 2 (units with attack 2 or less cannot block it). */
export default defineAspect({ stub: 'unfathomable', keywords: { terrifying: 2 } });
