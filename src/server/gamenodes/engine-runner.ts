import { randomBytes } from 'node:crypto';
import {
  applyCommand,
  clockDeadline,
  createGame,
  expireClocks,
  forkedStart,
  isForkedSetup,
  viewFor,
} from '../../engine';
import type {
  DeckSetup,
  EngineContext,
  ForkedSetup,
  GameSetup,
  GameState,
  PlayerSetup,
} from '../../engine';
import { parseGameCommand } from '../../protocol/game';
import type { GameCommand } from '../../protocol/game';
import type { GameDeck } from '../lobby/deck-source';
import type { ReplayCommand } from '../../protocol/results';
import type { HostedGameSpec, HostedPlayer, RunnerOutcome } from './game-node';
import { TAKE_BACK_TEXTS } from './take-back';
import type {
  CommandOutcome,
  GameRunner,
  PendingDecision,
  RestoredGame,
  RunnerJournal,
} from './game-runner';

function deckSetup(deck: GameDeck): DeckSetup {
  const phoenixborn = deck.phoenixbornStub ?? deck.phoenixborn[0]?.id;
  if (!phoenixborn) throw new Error(`${deck.name} has no Phoenixborn`);
  return {
    phoenixborn,
    cards: deck.cards.map((c) => ({ id: c.id, count: c.count })),
    conjurations: deck.conjurations.map((c) => ({ id: c.id, count: c.count })),
    dicepool: deck.dicepool,
  };
}

/** A seat as the engine takes it: the player's deck, option settings and alt arts. */
function playerSetup(player: HostedPlayer, deck: GameDeck): PlayerSetup {
  return {
    name: player.username,
    deck: deckSetup(deck),
    ...(player.optionSettings ? { optionSettings: player.optionSettings } : {}),
    ...(player.altArts ? { altArts: player.altArts } : {}),
  };
}

/**
 * The engine's setup for a game the lobby started: both players (their decks and their
 * profiles' option settings and alt arts) and the clock,
 * which runs from `startedAt` (epoch ms).
 */
export function engineSetup(spec: HostedGameSpec, startedAt?: number): GameSetup {
  const d = spec.details;
  if (d.newGameType === 'chimera') return soloSetup(spec, startedAt);
  const [first, second] = spec.players;
  if (!first?.deck || !second?.deck) throw new Error('Both players need a deck');
  return {
    // Cryptographic and kept on the server until the game is over: every draw and id is keyed on it.
    seed: randomBytes(32).toString('base64url'),
    random: 'keyed',
    owner: spec.summary.owner,
    players: [playerSetup(first, first.deck), playerSetup(second, second.deck)],
    showHandsToSpectators: d.showHand,
    clock: d.useGameTimeLimit
      ? { type: d.clockType === 'timer' ? 'timer' : 'chess', seconds: d.gameTimeLimit * 60 }
      : { type: 'none', seconds: 0 },
    ...(startedAt !== undefined ? { startedAt } : {}),
  };
}

/**
 * A solo game against the Chimera: the player first, the Chimera (the seat without a user)
 * played by the engine, at the lobby's difficulty and stage. Its rage dice are the engine's
 * own, not a dice pool.
 */
function soloSetup(spec: HostedGameSpec, startedAt?: number): GameSetup {
  const player = spec.players.find((p) => p.userId !== null);
  const chimera = spec.players.find((p) => p.userId === null);
  if (!player?.deck || !chimera?.deck)
    throw new Error('A solo game needs a player deck and a chimera deck');
  return {
    seed: randomBytes(32).toString('base64url'),
    random: 'keyed',
    owner: spec.summary.owner,
    mode: 'chimera',
    chimera: {
      difficulty: spec.soloLevel === 'H' ? 'heroic' : 'standard',
      stage: spec.soloStage,
    },
    players: [
      playerSetup(player, player.deck),
      {
        name: chimera.username,
        deck: { ...deckSetup(chimera.deck), dicepool: [] },
        driver: 'engine',
      },
    ],
    clock: { type: 'none', seconds: 0 },
    ...(startedAt !== undefined ? { startedAt } : {}),
  };
}

/** A chat line is no move: taking a move back looks past it. */
function isChatLine(command: unknown): boolean {
  return typeof command === 'object' && command !== null && Reflect.get(command, 'type') === 'chat';
}

/** The time source of a runner: epoch ms (tests inject their own). */
export type Clock = () => number;

/** What a game starts from: the engine's setup, or the state of a fork (a replay step). */
export type RunnerSetup = GameSetup | ForkedSetup;

/** A stored setup as the engine takes it: two players and the secret seed, or a fork's. */
export function isStoredSetup(value: unknown): value is RunnerSetup {
  if (isForkedSetup(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  if (!('players' in value) || !('seed' in value)) return false;
  return (
    Array.isArray(value.players) && value.players.length === 2 && typeof value.seed === 'string'
  );
}

/**
 * Plays a stored log back onto its setup: every command must be accepted again, exactly as
 * it was (the engine is deterministic), or the log does not belong to this setup.
 */
export function replayLog(
  setup: RunnerSetup,
  context: EngineContext,
  commands: readonly ReplayCommand[],
): GameState {
  let state = isForkedSetup(setup) ? forkedStart(setup) : createGame(setup, context);
  commands.forEach((entry, index) => {
    const at = entry.at ?? 0;
    const parsed = parseGameCommand(entry.command);
    if (!parsed.ok) throw new Error(`Stored command ${index + 1} is malformed: ${parsed.error}`);
    if (entry.player === null && parsed.command.type === 'clockZero') {
      state = expireClocks(state, at);
      return;
    }
    const result = applyCommand(state, context, entry.player, parsed.command, { now: at });
    if (result.error) throw new Error(`Stored command ${index + 1} was refused: ${result.error}`);
    state = result.state;
  });
  return state;
}

/** Runs a game on the rules engine: commands in, per-viewer views out. */
export class EngineRunner implements GameRunner {
  private state: GameState;
  private readonly setup: RunnerSetup;
  /** Every accepted command in order: with the seed and setup, the replay. */
  private readonly commands: ReplayCommand[] = [];

  constructor(
    spec: HostedGameSpec,
    private readonly context: EngineContext,
    private readonly now: Clock = Date.now,
    restored?: RestoredGame,
  ) {
    if (restored) {
      if (!isStoredSetup(restored.setup)) throw new Error('The stored game has no engine setup');
      this.setup = restored.setup;
      this.state = replayLog(restored.setup, context, restored.commands);
      this.commands.push(...restored.commands);
      return;
    }
    if (spec.fork) {
      // A fork starts from its stored state, so a restart rebuilds exactly this game.
      if (!isForkedSetup(spec.fork)) throw new Error('The forked game has no starting state');
      this.setup = spec.fork;
      this.state = forkedStart(spec.fork);
      return;
    }
    const setup = engineSetup(spec, now());
    this.setup = setup;
    this.state = createGame(setup, context);
  }

  journal(): RunnerJournal {
    return { setup: this.setup, commands: this.commands };
  }

  viewFor(viewer: string | null): unknown {
    return viewFor(this.state, this.context, viewer);
  }

  pendingDecision(): PendingDecision | null {
    const id = this.state.decision?.player;
    if (!id || this.finished) return null;
    const player = this.state.players[id].name;
    return {
      player,
      view: viewFor(this.state, this.context, player),
      game: { context: this.context, state: this.state },
    };
  }

  apply(username: string, command: GameCommand): CommandOutcome {
    const at = this.now();
    const result = applyCommand(this.state, this.context, username, command, { now: at });
    if (result.error) return { refusal: result.error };
    // A command that changed nothing is left out of the replay too.
    if (result.unchanged) return { refusal: null, changed: false };
    this.state = result.state;
    this.commands.push({ player: username, command, at });
    return { refusal: null, changed: true };
  }

  takeBack(player: string, freely: boolean): string | null {
    const index = this.lastMoveOf(player, freely);
    if (typeof index === 'string') return index;
    // The same setup and seed replay the same draws and dice: the game is as it was before.
    this.state = replayLog(this.setup, this.context, this.commands.slice(0, index));
    this.commands.length = index;
    return null;
  }

  takeBackRefusal(player: string): string | null {
    const index = this.lastMoveOf(player, false);
    return typeof index === 'string' ? index : null;
  }

  /** Where `player`'s last move is in the log, or why it cannot be taken back. */
  private lastMoveOf(player: string, freely: boolean): number | string {
    if (this.finished) return TAKE_BACK_TEXTS.finished;
    for (let i = this.commands.length - 1; i >= 0; i -= 1) {
      const entry = this.commands[i];
      if (!entry || isChatLine(entry.command)) continue;
      if (entry.player === null) return TAKE_BACK_TEXTS.clock;
      if (entry.player === player) return i;
      if (!freely) return TAKE_BACK_TEXTS.opponentActed;
    }
    return TAKE_BACK_TEXTS.nothing;
  }

  clockDeadline(): number | null {
    return clockDeadline(this.state);
  }

  expireClock(now: number): void {
    const next = expireClocks(this.state, now);
    if (next === this.state) return;
    this.state = next;
    // The node's own clockZero at that time replays the same ending.
    this.commands.push({ player: null, command: { type: 'clockZero' }, at: now });
  }

  outcome(): RunnerOutcome {
    const state = this.state;
    return {
      winner: this.winner,
      winReason: state.winReason,
      rounds: state.round,
      players: Object.values(state.players).map((player) => ({
        name: player.name,
        wounds: state.cards[player.phoenixborn]?.tokens.damage ?? 0,
        diceSpent: player.stats.diceSpent,
        cardsPlayed: player.stats.cardsPlayed,
      })),
      replay: { seed: this.setup.seed, setup: this.setup, commands: [...this.commands] },
    };
  }

  get winner(): string | null {
    const id = this.state.winner;
    return id ? this.state.players[id].name : null;
  }

  get finished(): boolean {
    return this.state.phase === 'gameover';
  }
}
