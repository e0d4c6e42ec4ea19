/**
 * Ephemeral (digest section 13: Rainwalker, the Dragonborn's arrows): a unit with it is
 * destroyed as soon as it is exhausted, e.g. after it attacks. Checked after every step, with
 * the destruction of units with lethal wounds.
 */
import { allUnits, keyword } from '../cardinfo';
import { destroyUnit } from '../ops';
import { addAfterStep } from '../runner';

addAfterStep((state, context) => {
  for (const uuid of allUnits(state)) {
    const card = state.cards[uuid];
    if (!card || card.tokens.exhaustion === 0) continue;
    if (keyword(state, context, uuid, 'ephemeral') > 0)
      destroyUnit(state, context, uuid, { by: null, byEffect: false });
  }
});
