/**
 * A hand-written deep copy of GameState: the reducer copies the state on every command,
 * and this is several times faster than structuredClone on the known shape. The log is
 * append-only, so its entries are shared; the sides never change after setup, so they are too.
 */
import type { GameEvent } from './event-kinds';
import type {
  CardInstance,
  Decision,
  DieState,
  Frame,
  GameState,
  Json,
  PlayerState,
} from './state';
import { bySeat } from './state';

function copyJson<T extends Json>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => copyJson(v)) as T;
  const out: Record<string, Json> = {};
  for (const key in value) out[key] = copyJson((value as Record<string, Json>)[key] as Json);
  return out as T;
}

function copyCard(c: CardInstance): CardInstance {
  return {
    ...c,
    tokens: { ...c.tokens },
    upgrades: [...c.upgrades],
    ...(c.under ? { under: [...c.under] } : {}),
    effects: c.effects.map((e) => ({ ...e })),
    lastHit: c.lastHit ? { ...c.lastHit } : null,
  };
}

function copyPlayer(p: PlayerState): PlayerState {
  return {
    ...p,
    deck: [...p.deck],
    hand: [...p.hand],
    discard: [...p.discard],
    battlefield: [...p.battlefield],
    spellboard: [...p.spellboard],
    archives: [...p.archives],
    purged: [...p.purged],
    dice: [...p.dice],
    usedThisTurn: [...p.usedThisTurn],
    stats: { ...p.stats },
    firstFive: [...p.firstFive],
    // Dice history entries are never changed once written.
    diceHistory: [...p.diceHistory],
    optionSettings: { ...p.optionSettings },
  };
}

/** Pending events are copied with the lists they carry. */
function copyEvent(e: GameEvent): GameEvent {
  switch (e.kind) {
    case 'destroyed':
    case 'unitDestroyedByAttack':
      return {
        ...e,
        upgradeStubs: [...e.upgradeStubs],
        ...(e.upgradeOwners ? { upgradeOwners: [...e.upgradeOwners] } : {}),
        underneath: [...e.underneath],
      };
    case 'blockersDeclared':
      return { ...e, blockers: [...e.blockers], guards: [...e.guards] };
    default:
      return { ...e };
  }
}

function copyFrame(f: Frame): Frame {
  return { ...f, ctx: copyJson(f.ctx) };
}

function copyDecision(d: Decision): Decision {
  return {
    ...d,
    options: d.options.map((o) => ({ ...o })),
    ...(d.params !== undefined ? { params: copyJson(d.params) } : {}),
    ...(d.selected ? { selected: [...d.selected] } : {}),
    ...(d.diceReq ? { diceReq: d.diceReq.map((o) => o.map((s) => ({ ...s }))) } : {}),
    ...(d.shows ? { shows: [...d.shows] } : {}),
  };
}

export function copyState(s: GameState): GameState {
  const cards: Record<string, CardInstance> = {};
  for (const key in s.cards) cards[key] = copyCard(s.cards[key] as CardInstance);
  const dice: Record<string, DieState> = {};
  for (const key in s.dice) dice[key] = { ...(s.dice[key] as DieState) };
  return {
    ...s,
    random:
      s.random.scheme === 'keyed' ? { ...s.random } : { ...s.random, words: [...s.random.words] },
    players: bySeat((id) => copyPlayer(s.players[id])),
    cards,
    dice,
    turn: s.turn ? { ...s.turn } : null,
    attack: s.attack ? { ...s.attack, battles: s.attack.battles.map((b) => ({ ...b })) } : null,
    stack: s.stack.map(copyFrame),
    decision: s.decision ? copyDecision(s.decision) : null,
    pendingEvents: s.pendingEvents.map(copyEvent),
    clock: { ...s.clock },
    log: [...s.log],
    cardLog: [...s.cardLog],
    // The Chimera's rage dice and threat zone change in place: a copy must not share them.
    ...(s.chimera
      ? {
          chimera: {
            ...s.chimera,
            rage: [...s.chimera.rage],
            threatZone: [...s.chimera.threatZone],
          },
        }
      : {}),
  };
}
