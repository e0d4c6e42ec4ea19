/**
 * The game view of a replay step, written compactly: a replay repeats the whole board at every
 * step, so each step leaves out what a card or die holds by default and the browser puts it back
 * before the board reads it. A step of a full game then stays under deflate's 32 KB window and
 * the zip of a replay can point back at the step before instead of repeating it.
 *
 * Left out, and put back by `expandReplayView`:
 * - a card's `facedown` and `selectable` when false, `upgrades`, `childCards` and `dieUpgrades`
 *   when empty;
 * - of a card with an `id` (not a hidden card), also `code` and `imageStub` when they equal
 *   the id, `selected`, `isConjuration` and `exhausted` when false, and the `damage`,
 *   `exhaustion` and `status` tokens when 0;
 * - a die's `selectable`, `selected`, `exhausted` when false, its `location` when 'active'.
 * Everything else is kept as it is. A full view expands to itself.
 */

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Flags every card carries, and those only a card with an id carries. */
const CARD_FLAGS = ['facedown', 'selectable'];
const SHOWN_CARD_FLAGS = ['selected', 'isConjuration', 'exhausted'];
const CARD_TOKENS = ['damage', 'exhaustion', 'status'];
const DIE_FLAGS = ['selectable', 'selected', 'exhausted'];
const DIE_LOCATION = 'active';
/** Lists a card holds, left out when empty. */
const CARD_LISTS_OF_CARD = ['upgrades', 'childCards', 'dieUpgrades'];
const CARD_LISTS = ['cardsInPlay', 'discard', 'hand', 'purged', 'spells', 'deck', 'archives'];

/** Applies `card` and `die` to every card and die of a view; other values pass unchanged. */
function mapView(view: unknown, card: (c: Json) => Json, die: (d: Json) => Json): unknown {
  if (!isRecord(view) || !isRecord(view.players)) return view;
  const cards = (list: unknown) => (Array.isArray(list) ? list.map((c) => mapCard(c)) : list);
  const dice = (list: unknown) =>
    Array.isArray(list) ? list.map((d) => (isRecord(d) ? die(d) : d)) : list;
  function mapCard(value: unknown): unknown {
    if (!isRecord(value)) return value;
    const mapped = card(value);
    if (Array.isArray(mapped.upgrades)) mapped.upgrades = cards(mapped.upgrades);
    if (Array.isArray(mapped.childCards)) mapped.childCards = cards(mapped.childCards);
    if (Array.isArray(mapped.dieUpgrades)) mapped.dieUpgrades = dice(mapped.dieUpgrades);
    return mapped;
  }
  const players: Json = {};
  for (const [name, player] of Object.entries(view.players)) {
    if (!isRecord(player)) {
      players[name] = player;
      continue;
    }
    const piles = player.cardPiles;
    players[name] = {
      ...player,
      phoenixborn: mapCard(player.phoenixborn),
      dice: dice(player.dice),
      cardPiles: isRecord(piles)
        ? Object.fromEntries(
            Object.entries(piles).map(([pile, list]) => [
              pile,
              CARD_LISTS.includes(pile) ? cards(list) : list,
            ]),
          )
        : piles,
    };
  }
  return { ...view, players };
}

function compactCard(card: Json): Json {
  const shown = typeof card.id === 'string';
  const out: Json = {};
  for (const [key, value] of Object.entries(card)) {
    if (shown && (key === 'code' || key === 'imageStub') && value === card.id) continue;
    if (CARD_FLAGS.includes(key) && value === false) continue;
    if (shown && SHOWN_CARD_FLAGS.includes(key) && value === false) continue;
    if (CARD_LISTS_OF_CARD.includes(key) && Array.isArray(value) && !value.length) continue;
    out[key] = value;
  }
  if (shown && isRecord(card.tokens)) {
    out.tokens = Object.fromEntries(
      Object.entries(card.tokens).filter(([name, n]) => !(CARD_TOKENS.includes(name) && n === 0)),
    );
  }
  return out;
}

function expandCard(card: Json): Json {
  const out: Json = { ...card };
  for (const flag of CARD_FLAGS) out[flag] ??= false;
  for (const list of CARD_LISTS_OF_CARD) out[list] ??= [];
  if (typeof card.id !== 'string') return out;
  out.code ??= card.id;
  out.imageStub ??= card.id;
  for (const flag of SHOWN_CARD_FLAGS) out[flag] ??= false;
  const tokens: Json = isRecord(card.tokens) ? { ...card.tokens } : {};
  for (const name of CARD_TOKENS) tokens[name] ??= 0;
  out.tokens = tokens;
  return out;
}

function compactDie(die: Json): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(die)) {
    if (DIE_FLAGS.includes(key) && value === false) continue;
    if (key === 'location' && value === DIE_LOCATION) continue;
    out[key] = value;
  }
  return out;
}

function expandDie(die: Json): Json {
  const out: Json = { ...die };
  for (const flag of DIE_FLAGS) out[flag] ??= false;
  out.location ??= DIE_LOCATION;
  return out;
}

/** The step's view with the defaults left out (the server writes replay steps so). */
export function compactReplayView(view: unknown): unknown {
  return mapView(view, compactCard, compactDie);
}

/** The full view of a compact (or already full) step, ready to be checked and drawn. */
export function expandReplayView(view: unknown): unknown {
  return mapView(view, expandCard, expandDie);
}
