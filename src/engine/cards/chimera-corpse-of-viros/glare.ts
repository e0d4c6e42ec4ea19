import { defineAspect } from '../api';

/** Glare (aspect): While it is unexhausted, action spells and reaction spells cannot be played. */
export default defineAspect({ stub: 'glare', stopsSpellsWhileUnexhausted: true });
