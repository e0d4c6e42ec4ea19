import { defineCard } from '../api';

/** Reflections in the Water: While attached, this unit has no abilities, including inexhaustible ones. Fleeting. */
export default defineCard({
  stub: 'reflections-in-the-water',
  keywords: { fleeting: 1 },
  grants: { noAbilities: 1 },
});
