import type { BotOptions } from '../../engine/bots';
import type { GameCommand } from '../../protocol/game';
import type { GameView } from '../../protocol/game-view';
import type { ReplayCommand } from '../../protocol/results';
import type { HostedGameSpec, RunnerOutcome } from './game-node';

/** How a command went: refused with a reason, or accepted (and whether it changed the game). */
export type CommandOutcome = { refusal: string } | { refusal: null; changed: boolean };

/**
 * The seam between a game node and the rules engine: one runner per hosted game. The node
 * serialises calls through the game's queue, so a runner never sees two commands at once.
 */
export interface GameRunner {
  /** What a viewer sees: a player's username, or null for spectators. */
  viewFor(viewer: string | null): unknown;
  /** Applies a player's command: refused (with the reason) or accepted, changing the game or not. */
  apply(username: string, command: GameCommand): CommandOutcome;
  readonly winner: string | null;
  /** The game is over (the node then tells the lobby). */
  readonly finished: boolean;
  /** How it ended, once finished. */
  outcome(): RunnerOutcome;
  /** Epoch ms at which a running game clock reaches zero; null when no clock runs. */
  clockDeadline(): number | null;
  /** Ends the game by time when a clock has run out by `now` (epoch ms); otherwise nothing changes. */
  expireClock(now: number): void;
  /**
   * The game as it can be stored and rebuilt: the setup with its secret seed and every
   * accepted command so far (the list grows in place). Absent for runners that keep nothing.
   */
  journal?(): RunnerJournal;
  /**
   * Whose decision the game waits on and what that player's seat may see (the computer seat
   * of a practice game reads it); null when nobody's. Absent for runners without a game.
   */
  pendingDecision?(): PendingDecision | null;
  /**
   * Undoes `player`'s last move by rebuilding the game from its setup and log without it (and
   * what followed). Unless `freely`, a move of anyone else since then refuses it. Answers the
   * refusal, or null once the log ends before that move.
   */
  takeBack?(player: string, freely: boolean): string | null;
  /** Why `player`'s last move could not be taken back now (nothing changes), or null. */
  takeBackRefusal?(player: string): string | null;
}

/** The player the game waits on, with that player's own view (nothing more). */
export interface PendingDecision {
  player: string;
  view: GameView;
  /**
   * The engine's game, for a computer that plans ahead: `engine/bots` replaces everything the
   * seat may not see before its search reads anything. Never sent anywhere.
   */
  game?: Pick<BotOptions, 'context' | 'state'>;
}

/** What rebuilds a game: its setup (with the seed) and its accepted commands in order. */
export interface RunnerJournal {
  setup: unknown;
  commands: readonly ReplayCommand[];
}

/** A stored game a runner is rebuilt from, and the engine time it resumes at. */
export interface RestoredGame {
  setup: unknown;
  commands: readonly ReplayCommand[];
}

/**
 * Stands in where the engine cannot run a game: it shows the started game as the lobby knew
 * it, without the lobby's players (the spec's board takes a view's players for the table and
 * shows its waiting text for a game without any), and refuses game commands without changing
 * anything.
 */
export class LobbyViewRunner implements GameRunner {
  readonly winner = null;
  readonly finished = false;

  constructor(private readonly spec: HostedGameSpec) {}

  viewFor(): unknown {
    const { players: _lobbyPlayers, ...game } = this.spec.summary;
    return { ...game, started: true, players: {} };
  }

  apply(): CommandOutcome {
    return { refusal: 'The rules engine is not running on this game node yet' };
  }

  outcome(): RunnerOutcome {
    return { winner: null, winReason: null, rounds: 0, players: [], replay: null };
  }

  clockDeadline(): number | null {
    return null;
  }

  expireClock(): void {}
}

/**
 * Makes the runner of a game: a new one, or (with `restored`) one rebuilt by replaying the
 * stored log, whose clocks read `now`.
 */
export type RunnerFactory = (
  spec: HostedGameSpec,
  restored?: RestoredGame,
  now?: () => number,
) => GameRunner;

export const createRunner: RunnerFactory = (spec) => new LobbyViewRunner(spec);
