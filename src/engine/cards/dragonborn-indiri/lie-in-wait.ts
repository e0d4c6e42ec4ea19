import { defineAspect } from '../api';

/** Lie In Wait (aspect): Concealed. Unseen. */
export default defineAspect({ stub: 'lie-in-wait', keywords: { concealed: 1, unseen: 1 } });
