/**
 * Focus a unit in play gives the ready spells of its controller ("Ready Spells you control are
 * focused one additional time": Sandstorm Sage's Deep Focus), declared as `focusesReadySpells`
 * in the unit's script. It is a static ability of the unit: it counts while the unit is
 * unexhausted and has its abilities.
 */
import { hasNoAbilities, inst, isExhausted, printedStub } from './cardinfo';
import type { EngineContext } from './context';
import { scriptOf } from './context';
import type { GameState } from './state';

export function focusFromUnits(state: GameState, context: EngineContext, spell: string): number {
  const controller = inst(state, spell).controller;
  let extra = 0;
  for (const unit of state.players[controller].battlefield) {
    const adds = scriptOf(context, printedStub(state, unit))?.focusesReadySpells ?? 0;
    if (adds > 0 && !isExhausted(state, unit) && !hasNoAbilities(state, context, unit))
      extra += adds;
  }
  return extra;
}
