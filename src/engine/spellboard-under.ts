/**
 * Ready spells played under another ready spell instead of into a slot of their own, face up
 * (Resonance: "place it face up under a ready spell on your spellboard"), and the focus such a
 * card gives the rest of its slot while it lies there (`focusesSlot` in the card's script).
 */
import { inst } from './cardinfo';
import type { EngineContext } from './context';
import { scriptOf } from './context';
import type { GameState, PlayerId } from './state';
import { addLog, cardPart } from './log';
import type { Run } from './runner';
import { cardsUnder, placeUnder } from './underneath';

/** Whether this ready spell is played face up under a ready spell of its player's spellboard. */
export function playedUnderReadySpell(context: EngineContext, stub: string): boolean {
  return scriptOf(context, stub)?.playedUnderReadySpell === true;
}

/** The ready spells a card played under one may go under: those of the player's spellboard. */
export function readySpellsToGoUnder(state: GameState, player: PlayerId): string[] {
  return [...state.players[player].spellboard];
}

/** Places the played card face up under a ready spell of its player's spellboard; its new id. */
export function placeUnderReadySpell(g: Run, card: string, spell: string): string {
  const id = placeUnder(g.state, g.context, card, spell, false);
  addLog(g.state, [
    cardPart(g.context, inst(g.state, id).stub),
    ' is placed face up under ',
    cardPart(g.context, inst(g.state, spell).stub),
  ]);
  return id;
}

/**
 * The focus a ready spell gets from face-up cards lying under the cards of its slot (its own
 * title on its controller's spellboard) whose scripts focus the slot: "all other cards in its
 * spellboard slot are focused one additional time".
 */
export function focusFromUnder(state: GameState, context: EngineContext, spell: string): number {
  const card = inst(state, spell);
  let extra = 0;
  for (const copy of state.players[card.controller].spellboard) {
    if (inst(state, copy).stub !== card.stub) continue;
    for (const under of cardsUnder(state, copy)) {
      const found = inst(state, under);
      if (!found.facedown) extra += scriptOf(context, found.stub)?.focusesSlot ?? 0;
    }
  }
  return extra;
}
