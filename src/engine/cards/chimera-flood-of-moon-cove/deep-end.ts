import { attachedCopies, defineAspect, opp, phoenixbornOf } from '../api';

/**
 * Deep End (aspect): Concealed while the opposing Phoenixborn has 3 or more Drowning (a
 * concealed aspect cannot be attacked or targeted while it is unexhausted). aspects.json marks
 * the condition as uncertain; we follow its reading: drowning level 3 or more.
 */
export default defineAspect({
  stub: 'deep-end',
  statics: [
    {
      // Not inexhaustible: exhausted, it is not concealed (like printed Concealed).
      name: 'Deep End',
      appliesTo: (q, card) =>
        card === q.self && attachedCopies(q, phoenixbornOf(q, opp(q)), 'drowning').length >= 3,
      grants: { concealed: 1 },
    },
  ],
});
