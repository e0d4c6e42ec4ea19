/**
 * Manual play: the drag-and-drop matrix of game-board.md section 4, token changes, and the
 * chat's manual commands of section 7a. Card-targeted commands act on the card the player
 * is inspecting (inspectCard), /attach on that card and the one inspected before it.
 */
import { CARD_IN_USE, DECK_IN_USE, anyInUse, heldByChoice } from './in-use';
import type { PileName, TokenName } from '../protocol/game';
import { inst, isConjurationCard } from './cardinfo';
import { nextPlayer, opponentOf } from './sides';
import type { EngineContext } from './context';
import { cardData } from './context';
import { addLog, cardPart, playerPart } from './log';
import {
  conjure,
  hasRoom,
  discardTopOfDeck,
  drawCards,
  isInPlay,
  leavePlay,
  moveCard,
  shuffleDeck,
} from './ops';
import { randomInt } from './rng';
import type { GameState, PlayerId, Zone } from './state';
import { DONE, CANCEL, SKIP, answer } from './decisions';

/** Allowed manual drags: source pile → target piles. */
export const MANUAL_DRAGS: Record<PileName, readonly PileName[]> = {
  hand: ['play area', 'discard', 'deck', 'archives', 'purged', 'spellboard'],
  'play area': ['discard', 'hand', 'deck', 'archives', 'purged'],
  discard: ['archives', 'hand', 'deck', 'play area', 'purged'],
  archives: ['play area', 'purged'],
  deck: ['hand', 'discard', 'archives', 'play area', 'spellboard', 'purged'],
  purged: ['deck', 'play area', 'discard', 'hand', 'archives', 'spellboard'],
  spellboard: ['hand', 'discard'],
};

const PILE_ZONE: Record<PileName, Zone> = {
  hand: 'hand',
  deck: 'deck',
  discard: 'discard',
  archives: 'archives',
  purged: 'purged',
  spellboard: 'spellboard',
  'play area': 'battlefield',
};

type ListZone = 'deck' | 'hand' | 'discard' | 'battlefield' | 'spellboard' | 'archives' | 'purged';

function hiddenZone(zone: Zone): boolean {
  return zone === 'deck' || zone === 'hand';
}

/**
 * Moves a card by hand. The card is named whenever it is face up on either side of the move
 * (so the opponent can check a manual fix); only a move between hidden piles keeps it unnamed.
 */
export function manualMove(
  state: GameState,
  context: EngineContext,
  player: PlayerId,
  uuid: string,
  target: PileName,
): string | null {
  const card = state.cards[uuid];
  if (!card || card.owner !== player) return 'You can only move your own cards';
  if (heldByChoice(state, uuid)) return CARD_IN_USE;
  const zone = PILE_ZONE[target] as ListZone;
  const fromZone = card.zone;
  if (zone === 'battlefield' && fromZone !== 'battlefield' && !hasRoom(state, context, player))
    return 'Your battlefield is full';
  const from = fromZone === 'battlefield' ? 'play area' : fromZone;
  // A card put into the draw pile by hand goes on top (deck[0] is drawn next).
  const placement = { toTop: zone === 'deck' };
  let id = uuid;
  if (isInPlay(state, uuid) && fromZone !== 'phoenixborn') {
    if (zone === 'battlefield' || zone === 'spellboard') return null;
    id = leavePlay(
      state,
      context,
      uuid,
      zone === 'discard' || zone === 'purged' || zone === 'hand' || zone === 'deck'
        ? zone
        : 'discard',
      placement,
    );
    if (state.cards[id]?.zone !== zone && zone !== 'archives') return null;
    if (zone === 'archives' && state.cards[id]?.zone !== 'archives')
      id = moveCard(state, id, 'archives');
  } else if (fromZone === 'phoenixborn' || fromZone === 'attached') {
    if (fromZone === 'phoenixborn') return 'A Phoenixborn cannot be moved';
    id = moveCard(state, uuid, zone, placement);
  } else {
    id = moveCard(state, uuid, zone, placement);
  }
  const secret = hiddenZone(fromZone) && hiddenZone(zone);
  addLog(state, [
    playerPart(state, player),
    ' moves ',
    secret ? 'a card' : cardPart(context, inst(state, id).stub),
    ` from their ${from} to ${target === 'deck' ? 'the top of their deck' : `their ${target}`}`,
  ]);
  if (zone === 'battlefield')
    state.pendingEvents.push({
      kind: 'cameIntoPlay',
      card: id,
      stub: inst(state, id).stub,
      controller: player,
      owner: player,
    });
  return null;
}

export function manualDrop(
  state: GameState,
  context: EngineContext,
  player: PlayerId,
  uuid: string,
  source: PileName,
  target: PileName,
): string | null {
  if (!MANUAL_DRAGS[source].includes(target))
    return `Cannot move a card from ${source} to ${target}`;
  const card = state.cards[uuid];
  if (!card || card.owner !== player) return 'No such card in your piles';
  const zone =
    card.zone === 'attached' ? 'play area' : card.zone === 'battlefield' ? 'play area' : card.zone;
  if (zone !== source && !(source === 'play area' && card.zone === 'attached'))
    return `That card is not in your ${source}`;
  return manualMove(state, context, player, uuid, target);
}

export function setToken(
  state: GameState,
  context: EngineContext,
  player: PlayerId,
  uuid: string,
  token: TokenName,
  value: number,
): string | null {
  const card = state.cards[uuid];
  if (!card || !isInPlay(state, uuid)) return 'That card is not in play';
  const key = token === 'damage' ? 'damage' : token;
  const next = Math.max(0, value);
  card.tokens[key] = next;
  addLog(state, [
    playerPart(state, player),
    ` sets ${token} on `,
    cardPart(context, card.stub),
    ` to ${next}`,
  ]);
  return null;
}

const MOVE_TARGETS: Record<string, PileName> = {
  play: 'play area',
  spellboard: 'spellboard',
  deck: 'deck',
  discard: 'discard',
  hand: 'hand',
  conjuration: 'archives',
  archives: 'archives',
};

/** Runs a chat manual command ("/draw 2"). Returns null when handled, or an error. */
export function manualCommand(
  state: GameState,
  context: EngineContext,
  player: PlayerId,
  text: string,
): string | null {
  const [name = '', ...args] = text.trim().slice(1).split(/\s+/);
  const num = (i: number, fallback = 1): number => {
    const n = Number(args[i]);
    return Number.isInteger(n) ? n : fallback;
  };
  const me = state.players[player];
  const inspected = me.inspectionCard && state.cards[me.inspectionCard] ? me.inspectionCard : null;
  const needCard = (): string | null => (inspected ? null : 'Inspect a card first');
  switch (name.toLowerCase()) {
    case 'draw': {
      const n = drawCards(state, player, Math.max(0, num(0)));
      addLog(state, [playerPart(state, player), ` uses /draw to draw ${n} card(s)`]);
      return null;
    }
    case 'discard': {
      const n = Math.max(0, num(0));
      for (let i = 0; i < n && me.hand.length > 0; i++) {
        const pick = me.hand[randomInt(state, me.hand.length)] as string;
        const id = moveCard(state, pick, 'discard');
        addLog(state, [
          playerPart(state, player),
          ' uses /discard to discard ',
          cardPart(context, inst(state, id).stub),
          ' at random',
        ]);
      }
      return null;
    }
    case 'discardfromdeck':
      discardTopOfDeck(state, context, player, Math.max(0, num(0)));
      return null;
    case 'shuffle':
      if (anyInUse(state, state.players[player].deck)) return DECK_IN_USE;
      shuffleDeck(state, player);
      addLog(state, [playerPart(state, player), ' shuffles their deck']);
      return null;
    case 'move': {
      const target = MOVE_TARGETS[(args[0] ?? '').toLowerCase()];
      if (!target) return 'Usage: /move play|spellboard|deck|discard|hand|conjuration';
      return needCard() ?? manualMove(state, context, player, inspected as string, target);
    }
    case 'purge':
      return needCard() ?? manualMove(state, context, player, inspected as string, 'purged');
    case 'remove':
      return needCard() ?? manualMove(state, context, player, inspected as string, 'purged');
    case 'conjuration': {
      const wanted = args.join(' ').toLowerCase();
      const stub = me.archives
        .map((u) => inst(state, u).stub)
        .find((s) => !wanted || cardData(context, s).name.toLowerCase() === wanted || s === wanted);
      if (!stub) return 'No such conjuration in your conjuration pile';
      return conjure(state, context, player, stub) ? null : 'No room on your battlefield';
    }
    case 'attach': {
      const host = me.previousInspection;
      if (!inspected || !host || !isInPlay(state, host))
        return 'Inspect the host, then the card to attach';
      const card = inst(state, inspected);
      const from = state.players[card.controller];
      for (const list of [
        from.hand,
        from.discard,
        from.spellboard,
        from.battlefield,
        from.deck,
        from.purged,
        from.archives,
      ]) {
        const i = list.indexOf(inspected);
        if (i >= 0) list.splice(i, 1);
      }
      const id = inspected;
      card.zone = 'attached';
      card.host = host;
      inst(state, host).upgrades.push(id);
      addLog(state, [
        playerPart(state, player),
        ' attaches ',
        cardPart(context, card.stub),
        ' to ',
        cardPart(context, inst(state, host).stub),
      ]);
      return null;
    }
    case 'token': {
      const token = (args[0] ?? '').toLowerCase();
      if (token !== 'damage' && token !== 'exhaustion' && token !== 'status')
        return 'Usage: /token damage|exhaustion|status amount';
      return needCard() ?? setToken(state, context, player, inspected as string, token, num(1, 0));
    }
    case 'givecontrol': {
      if (!inspected) return 'Inspect a card first';
      const card = inst(state, inspected);
      if (card.zone !== 'battlefield') return 'Only units change control';
      const to = opponentOf(state, card.controller);
      state.players[card.controller].battlefield = state.players[
        card.controller
      ].battlefield.filter((u) => u !== inspected);
      state.players[to].battlefield.push(inspected);
      card.controller = to;
      addLog(state, [
        playerPart(state, player),
        ' gives control of ',
        cardPart(context, card.stub),
        ' to ',
        playerPart(state, to),
      ]);
      return null;
    }
    case 'removeeffects': {
      if (!inspected) return 'Inspect a card first';
      inst(state, inspected).effects = [];
      addLog(state, [
        playerPart(state, player),
        ' removes the effects on ',
        cardPart(context, inst(state, inspected).stub),
      ]);
      return null;
    }
    case 'cancelprompt': {
      const decision = state.decision;
      if (!decision || decision.player !== player) return 'You have no prompt to cancel';
      const way = [CANCEL, SKIP, DONE, 'no', 'none', 'endturn', 'pass'].find(
        (v) => decision.options.some((o) => o.value === v) || v === DONE,
      );
      const error = way ? answer(state, context, 'button', way) : 'This prompt cannot be cancelled';
      if (!error) addLog(state, [playerPart(state, player), ' cancels the prompt']);
      return error;
    }
    case 'passactive': {
      const decision = state.decision;
      if (!state.turn || state.turn.player !== player || decision?.key !== 'action')
        return 'It is not your turn';
      state.turn.mainAvailable = false;
      addLog(state, [playerPart(state, player), ' ends their turn']);
      return answer(state, context, 'button', 'endturn');
    }
    case 'endgame':
      state.phase = 'gameover';
      state.winReason = 'Game ended by a player';
      state.stack = [];
      state.decision = null;
      addLog(state, [playerPart(state, player), ' ends the game']);
      return null;
    case 'rematch':
      addLog(state, [playerPart(state, player), ' asks for a rematch']);
      return null;
    case 'manual':
      state.manualMode = !state.manualMode;
      addLog(state, [
        playerPart(state, player),
        ` turns manual mode ${state.manualMode ? 'on' : 'off'}`,
      ]);
      return null;
    case 'firstplayer':
      // The token moves on to the next seat; the first time, the player who typed it takes it.
      state.firstPlayer = state.firstPlayer ? nextPlayer(state, state.firstPlayer) : player;
      addLog(state, [playerPart(state, state.firstPlayer), ' is now the first player']);
      return null;
    case 'addthreat':
    case 'revealaspect':
      return 'That command is only for solo games';
    default:
      return `Unknown command /${name}`;
  }
}

export { isConjurationCard };
