/** Creating a game from two decks: cards, dice, conjuration piles, and the opening frame. */
import { RULES_VERSION } from './rules-version';
import type { DicePoolEntry } from '../domain/dice';
import { OPTION_SETTING_NAMES } from '../protocol/game';
import type { OptionSettings } from '../protocol/game-view';
import { altArtsFor } from './alt-arts';
import { cardData } from './context';
import type { EngineContext } from './context';
import { addLog } from './log';
import { freshUuid, newRandomState } from './rng';
import { flowOf } from './flow/modes';
import type { GameMode } from './flow/modes';
import type { ChimeraSetup } from './chimera/setup';
import { makeFrame, run } from './runner';
import { leadPlayer } from './sides';
import type { ClockState, GameState, PlayerId, PlayerState, Zone } from './state';
import './procedures';

export interface DeckSetup {
  phoenixborn: string;
  cards: { id: string; count: number }[];
  /** The conjuration pile; derived from the cards' conjurations when omitted. */
  conjurations?: { id: string; count: number }[];
  dicepool: DicePoolEntry[];
}

export interface PlayerSetup {
  name: string;
  deck: DeckSetup;
  /** The player's game option settings (their profile's); defaults where missing. */
  optionSettings?: Partial<OptionSettings>;
  /** Alt arts the player holds: card stub → image stubs. */
  altArts?: Record<string, string[]>;
  /** 'engine': the engine plays this side itself (solo opponents); no command speaks for it. */
  driver?: 'engine';
}

export interface GameSetup {
  seed: string;
  owner?: string;
  players: [PlayerSetup, PlayerSetup];
  /** The mode, which picks the round flow and the sides (`flow/modes.ts`); default 'pvp'. */
  mode?: GameMode;
  /** Mode 'chimera': the difficulty and stage (default standard, stage 1). */
  chimera?: ChimeraSetup;
  clock?: ClockState;
  manualMode?: boolean;
  /** Spectators see both hands (the lobby's "Show hands to spectators"). */
  showHandsToSpectators?: boolean;
  /** When the game started (epoch ms): its clock runs from then. Without it the clock starts with the first timed command. */
  startedAt?: number;
  /**
   * The random scheme (`rng.ts`); new games use 'keyed'. Setups stored before the field
   * existed are loaded as 'legacy' by the replay loader, so old replays still match.
   */
  random?: 'keyed' | 'legacy';
}

export const DEFAULT_OPTION_SETTINGS: OptionSettings = {
  orderForcedAbilities: false,
  alwaysGroupTactics: false,
  dontIceTrapOwnUnits: true,
  noAttackAlerts: false,
  manualAlts: false,
  bluffTimer: 0,
  alertTimer: 5,
  confirmOneClick: false,
  allowAutoCancel: false,
};

/** Settings from a setup: known names with a boolean or whole-number value only. */
function validSettings(given: Partial<OptionSettings> | undefined): Partial<OptionSettings> {
  const kept: Partial<OptionSettings> = {};
  for (const name of OPTION_SETTING_NAMES) {
    const value = given?.[name];
    if (typeof value === 'boolean' || (typeof value === 'number' && Number.isInteger(value)))
      kept[name] = value;
  }
  return kept;
}

export function emptyPlayer(id: PlayerId, name: string, clockSeconds: number): PlayerState {
  return {
    id,
    name,
    phoenixborn: '',
    deck: [],
    hand: [],
    discard: [],
    battlefield: [],
    spellboard: [],
    archives: [],
    purged: [],
    dice: [],
    limitedPlayed: 0,
    guardedThisRound: false,
    usedThisTurn: [],
    stats: { diceSpent: 0, cardsPlayed: 0 },
    firstFive: [],
    diceHistory: [],
    optionSettings: { ...DEFAULT_OPTION_SETTINGS },
    left: false,
    inspectionCard: null,
    previousInspection: null,
    clockSeconds,
  };
}

/** Conjurations a deck can create, with their conjuration limits, followed transitively. */
export function conjurationPile(
  context: EngineContext,
  deck: DeckSetup,
): { id: string; count: number }[] {
  const seen = new Map<string, number>();
  const queue = [deck.phoenixborn, ...deck.cards.map((c) => c.id)];
  while (queue.length > 0) {
    const stub = queue.shift() as string;
    for (const ref of context.catalogue[stub]?.conjurations ?? []) {
      if (seen.has(ref.stub)) continue;
      seen.set(ref.stub, context.catalogue[ref.stub]?.copies ?? 1);
      queue.push(ref.stub);
    }
  }
  return [...seen].map(([id, count]) => ({ id, count }));
}

export function addCard(state: GameState, owner: PlayerId, stub: string, zone: Zone): string {
  const uuid = freshUuid(state);
  state.cards[uuid] = {
    uuid,
    stub,
    owner,
    controller: owner,
    zone,
    tokens: { damage: 0, exhaustion: 0, status: 0 },
    host: null,
    upgrades: [],
    facedown: false,
    effects: [],
    lastHit: null,
  };
  return uuid;
}

export function createGame(setup: GameSetup, context: EngineContext): GameState {
  const given = setup.clock ?? { type: 'none', seconds: 0 };
  const clock: ClockState = {
    type: given.type,
    seconds: given.seconds,
    at: given.type === 'none' ? null : (setup.startedAt ?? null),
    ...(given.type === 'timer' ? { gameLeft: given.seconds } : {}),
  };
  const [a, b] = setup.players;
  // The setup's players take the seats in order; the seat ids are what views and replays name.
  const seats: [PlayerId, PlayerSetup][] = [
    ['p1', a],
    ['p2', b],
  ];
  const flow = flowOf(setup.mode ?? 'pvp');
  const state: GameState = {
    version: 0,
    rulesVersion: RULES_VERSION,
    seed: setup.seed,
    random: newRandomState(setup.seed, setup.random),
    owner: setup.owner ?? a.name,
    players: {
      p1: emptyPlayer('p1', a.name, clock.seconds),
      p2: emptyPlayer('p2', b.name, clock.seconds),
    },
    sides: flow.sides(seats.map(([id]) => id)),
    cards: {},
    dice: {},
    round: 0,
    phase: 'setup',
    firstPlayer: null,
    turn: null,
    passStreak: 0,
    attack: null,
    stack: [],
    decision: null,
    pendingEvents: [],
    winner: null,
    winReason: null,
    finishedAt: null,
    manualMode: setup.manualMode ?? false,
    muteSpectators: false,
    showHandsToSpectators: setup.showHandsToSpectators ?? false,
    clock,
    log: [],
    cardLog: [],
    counter: 0,
  };
  seats.forEach(([id, seat]) => {
    const deck = seat.deck;
    const player = state.players[id];
    Object.assign(player.optionSettings, validSettings(seat.optionSettings));
    cardData(context, deck.phoenixborn);
    player.phoenixborn = addCard(state, id, deck.phoenixborn, 'phoenixborn');
    for (const entry of deck.cards) {
      cardData(context, entry.id);
      for (let i = 0; i < entry.count; i++) player.deck.push(addCard(state, id, entry.id, 'deck'));
    }
    for (const entry of deck.conjurations ?? conjurationPile(context, deck)) {
      cardData(context, entry.id);
      for (let i = 0; i < entry.count; i++)
        player.archives.push(addCard(state, id, entry.id, 'archives'));
    }
    const stubs = Object.values(state.cards)
      .filter((c) => c.owner === id)
      .map((c) => c.stub);
    const alts = altArtsFor(seat.altArts, stubs);
    if (alts) player.altArts = alts;
    if (seat.driver === 'engine') player.driver = 'engine';
    for (const pool of deck.dicepool) {
      for (let i = 0; i < pool.count; i++) {
        const uuid = freshUuid(state);
        state.dice[uuid] = {
          uuid,
          owner: id,
          magic: pool.magic,
          level: 'basic',
          location: 'exhausted',
          host: null,
        };
        player.dice.push(uuid);
      }
    }
  });
  addLog(state, [
    { player: { name: a.name } },
    ' and ',
    { player: { name: b.name } },
    ' sit down to play',
  ]);
  flow.setUp?.(
    state,
    context,
    setup,
    seats.map(([id]) => id),
  );
  state.stack.push(makeFrame(flow.proc, leadPlayer(state)));
  run(state, context);
  return state;
}
