/**
 * Retreat (digest 10, 13): at the end of the round every face-up aspect with Retreat goes
 * face down again. It leaves play (tokens and alterations go, as for any card leaving play, but
 * it is not destroyed: no blood) and joins the face-down aspects at their right end, so the
 * aspects already waiting face down are revealed before it. Where it goes back is not in the
 * facts; the right end is our decision, as a card newly dealt face down goes there.
 */
import { inst, keyword } from '../cardinfo';
import { addLog, cardPart } from '../log';
import { leavePlay } from '../ops';
import type { Run } from '../runner';
import { chimeraPart } from './cards';
import { requireChimera } from './chimera-state';

export function retreatAspects(g: Run): void {
  const { state, context } = g;
  const chimera = requireChimera(state);
  const retreating = state.players[chimera.seat].battlefield.filter(
    (u) => keyword(state, context, u, 'retreat') > 0,
  );
  for (const uuid of retreating) {
    const stub = inst(state, uuid).stub;
    const id = leavePlay(state, context, uuid, 'deck');
    const deck = state.players[chimera.seat].deck;
    if (deck.includes(id)) deck.splice(deck.indexOf(id), 1);
    const card = inst(state, id);
    card.zone = 'threat';
    card.facedown = true;
    chimera.threatZone.push(id);
    addLog(state, [
      cardPart(context, stub),
      ' retreats: it goes face down on ',
      chimeraPart(state, context),
    ]);
  }
}
