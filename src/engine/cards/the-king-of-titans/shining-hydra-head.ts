import { defineCard } from '../api';

/** Shining Hydra Head: conjured alteration spell, +1 attack, +1 recover (printed on the card). This unit now has the following ability: Terrifying 1: This unit cannot be blocked or guarded against by units with an attack value of 1 or less. */
export default defineCard({
  stub: 'shining-hydra-head',
  grants: { terrifying: 1 },
});
