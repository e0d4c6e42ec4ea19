/** Side actions that are not cards: Meditate (the dice powers are in `dice-powers.ts`); plus "change dice" effects. */
import type { DieLevel } from '../domain/dice';
import { inst, keyword } from './cardinfo';
import type { EngineContext } from './context';
import { CANCEL, DONE, button, cardOptions, choice, deckButton, dieOptions } from './decisions';
import { diceOf } from './dice';
import { addLog, cardPart, diePart, playerPart } from './log';
import { leavePlay, moveCard } from './ops';
import { call, defineProc } from './runner';
import type { DieState, GameState, PlayerId } from './state';
import { hasSide } from './turn-state';

/** The sides a die may be set to, as prompt buttons (also used by card dice steps). */
export const FACE_BUTTONS = [
  button('power', 'Power'),
  button('class', 'Class'),
  button('basic', 'Basic'),
];

/** ctx.left dice to set to a face of the player's choice. */
defineProc('changeDice', [
  (g) => {
    const left = Number(g.ctx.left ?? 0);
    if (g.ctx.die === DONE || left <= 0) return { end: true };
    if (typeof g.ctx.die === 'string') return;
    const dice = diceOf(g.state, g.me).filter((d) => d.location === 'active');
    if (dice.length === 0) return { end: true };
    return choice(
      'die',
      `Choose a die to change (${left} left)`,
      [...dieOptions(dice.map((d) => d.uuid)), button(DONE, 'Done')],
      {
        source: g.frame.source,
      },
    );
  },
  (g) => {
    const die = g.state.dice[String(g.ctx.die)] as DieState;
    const face = g.ctx.face;
    if (face !== 'power' && face !== 'class' && face !== 'basic') {
      return choice('face', 'Choose a side', FACE_BUTTONS, { source: g.frame.source });
    }
    die.level = face as DieLevel;
    addLog(g.state, [playerPart(g.state, g.me), ' changes a die to ', diePart(die)]);
    g.ctx.left = Number(g.ctx.left) - 1;
    delete g.ctx.die;
    delete g.ctx.face;
    return { goto: 0 };
  },
]);

function meditateSources(state: GameState, context: EngineContext, player: PlayerId): string[] {
  const p = state.players[player];
  const board = p.spellboard.filter((u) => keyword(state, context, u, 'bound') === 0);
  return [...p.hand, ...board];
}

export function canMeditate(state: GameState, context: EngineContext, player: PlayerId): boolean {
  return (
    hasSide(state, player) &&
    (state.players[player].deck.length > 0 || meditateSources(state, context, player).length > 0)
  );
}

/** Meditate: discard one card at a time (top of deck, hand, spellboard), setting a die each time. */
defineProc('meditate', [
  (g) => {
    const { state } = g;
    const count = Number(g.ctx.count ?? 0);
    const pick = g.ctx.pick;
    if (pick === DONE || pick === CANCEL) {
      if (count > 0) {
        addLog(state, [playerPart(state, g.me), ` meditates ${count} card(s)`]);
        const first = g.ctx.firstFromDrawPile;
        state.pendingEvents.push({
          kind: 'meditated',
          player: g.me,
          firstFromDrawPile: typeof first === 'string' ? first : null,
        });
      }
      return { end: true };
    }
    if (pick === undefined) {
      const options = [
        ...(state.players[g.me].deck.length > 0 ? [deckButton('top', 'Top of draw pile')] : []),
        ...cardOptions(meditateSources(state, g.context, g.me)),
        count > 0 ? button(DONE, 'Done') : button(CANCEL, 'Cancel'),
      ];
      return choice('pick', 'Meditate: choose a card to discard', options);
    }
    if (count === 0 && state.turn) {
      state.turn.sideActions -= 1;
    }
    if (pick === 'top') {
      const top = state.players[g.me].deck[0];
      const discarded = top ? moveCard(state, top, 'discard') : null;
      // "The first card discarded off the top of your draw pile during that action" (Orrick Gilstream).
      if (discarded && g.ctx.firstFromDrawPile === undefined) g.ctx.firstFromDrawPile = discarded;
    } else {
      const card = inst(state, String(pick));
      const where = card.zone;
      // A ready spell leaves play: the dice on it (Royal Charm) and its tokens go with it.
      if (where === 'spellboard') leavePlay(state, g.context, String(pick));
      else moveCard(state, String(pick), 'discard');
      addLog(state, [
        playerPart(state, g.me),
        ' meditates ',
        cardPart(g.context, card.stub),
        ` from their ${where}`,
      ]);
    }
    g.ctx.count = count + 1;
    delete g.ctx.pick;
    call(g, 'changeDice', { left: 1 });
    return { goto: 0 };
  },
]);
