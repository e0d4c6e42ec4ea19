/**
 * Manual mode's card menu (game-board.md section 4: submenus main, tokens and moves) for the
 * cards a player controls on the table: battlefield units, spellboard cards and their
 * Phoenixborn. Token items set a token one up or down (`token`, arg `damage:N`); move items
 * move the card exactly as dragging it would (`move`, arg a pile; through `manualDrop`).
 * Only the controller's own view carries these items, and a click is checked against the
 * items the menu would offer, so a forged one is refused.
 */
import type { PileName, TokenName } from '../protocol/game';
import type { MenuItem } from '../protocol/game-view';
import { isConjurationCard } from './cardinfo';
import type { EngineContext } from './context';
import { manualDrop, setToken } from './manual';
import { UNDERNEATH_COMMAND, moveUnderneath, underneathItems } from './manual-underneath';
import type { CardInstance, GameState, PlayerId } from './state';

export const TOKEN_COMMAND = 'token';
export const MOVE_COMMAND = 'move';

/** Ready spells take no damage (game-board.md section 5: no damage counter for them). */
const SPELLBOARD_TOKENS: readonly TokenName[] = ['exhaustion', 'status'];
const TABLE_TOKENS: readonly TokenName[] = ['damage', 'exhaustion', 'status'];

const MOVE_TEXT: Partial<Record<PileName, string>> = {
  hand: 'Return to hand',
  discard: 'Discard',
  deck: 'Top of deck',
  purged: 'Remove from the game',
  archives: 'Return to conjuration pile',
};

/** The pile a table card is dragged from; null for the Phoenixborn and cards off the table. */
function tablePile(card: CardInstance): PileName | null {
  if (card.zone === 'battlefield') return 'play area';
  if (card.zone === 'spellboard') return 'spellboard';
  return null;
}

function onTable(card: CardInstance): boolean {
  return card.zone === 'phoenixborn' || tablePile(card) !== null;
}

/** Why `player` may not use a card's manual menu, or null when they may. */
function refusal(state: GameState, player: PlayerId, card: CardInstance): string | null {
  if (!state.manualMode) return 'Turn on manual mode to change cards by hand';
  if (!onTable(card) || card.controller !== player)
    return 'You can only change cards you control on the table';
  return null;
}

function tokensOf(card: CardInstance): readonly TokenName[] {
  return card.zone === 'spellboard' ? SPELLBOARD_TOKENS : TABLE_TOKENS;
}

/**
 * Where a card may be moved from its menu: a conjuration only back to the conjuration pile
 * (it goes there whenever it leaves play), a unit to hand, discard, the top of the deck or out
 * of the game, a ready spell to hand or discard. Only the owner moves a card (as by dragging).
 */
function movesOf(state: GameState, context: EngineContext, card: CardInstance): PileName[] {
  const source = tablePile(card);
  if (!source || card.owner !== card.controller) return [];
  if (source === 'spellboard') return ['hand', 'discard'];
  if (isConjurationCard(state, context, card.uuid)) return ['archives'];
  return ['hand', 'discard', 'deck', 'purged'];
}

function tokenItems(card: CardInstance): MenuItem[] {
  return tokensOf(card).flatMap((token) => {
    const count = card.tokens[token];
    const add = { text: `Add ${token}`, command: TOKEN_COMMAND, arg: `${token}:${count + 1}` };
    const remove = {
      text: `Remove ${token}`,
      command: TOKEN_COMMAND,
      arg: `${token}:${count - 1}`,
    };
    return (count > 0 ? [add, remove] : [add]).map((item) => ({
      ...item,
      menu: 'tokens' as const,
    }));
  });
}

/** The tokens and moves items of a card in its viewer's view (none for anyone else). */
export function cardMenu(
  state: GameState,
  context: EngineContext,
  card: CardInstance,
  viewer: PlayerId | null,
): MenuItem[] {
  if (viewer === null || refusal(state, viewer, card)) return [];
  const moves = movesOf(state, context, card).map((pile) => ({
    text: MOVE_TEXT[pile] ?? pile,
    command: MOVE_COMMAND,
    arg: pile,
    menu: 'moves' as const,
  }));
  return [...tokenItems(card), ...moves, ...underneathItems(card)];
}

function isTokenName(value: string | undefined, card: CardInstance): value is TokenName {
  return tokensOf(card).some((token) => token === value);
}

function setTokenItem(
  state: GameState,
  context: EngineContext,
  player: PlayerId,
  card: CardInstance,
  arg: string | null,
): string | null {
  const [token, value] = (arg ?? '').split(':');
  if (!isTokenName(token, card)) return 'That card has no such token';
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0) return 'A token count is a whole number from 0';
  return setToken(state, context, player, card.uuid, token, count);
}

function moveItem(
  state: GameState,
  context: EngineContext,
  player: PlayerId,
  card: CardInstance,
  arg: string | null,
): string | null {
  const target = movesOf(state, context, card).find((pile) => pile === arg);
  const source = tablePile(card);
  if (!target || !source) return 'That card cannot be moved there';
  return manualDrop(state, context, player, card.uuid, source, target);
}

/** Applies a card's tokens or moves item; returns an error to refuse. */
export function cardMenuItem(
  state: GameState,
  context: EngineContext,
  player: PlayerId,
  uuid: string,
  command: string,
  arg: string | null,
): string | null {
  if (command !== TOKEN_COMMAND && command !== MOVE_COMMAND && command !== UNDERNEATH_COMMAND)
    return 'Unknown menu item';
  const card = state.cards[uuid];
  if (!card) return 'No such card';
  const refused = refusal(state, player, card);
  if (refused) return refused;
  if (command === UNDERNEATH_COMMAND) return moveUnderneath(state, context, player, card, arg);
  return command === TOKEN_COMMAND
    ? setTokenItem(state, context, player, card, arg)
    : moveItem(state, context, player, card, arg);
}
