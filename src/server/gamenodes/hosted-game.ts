import type { GameCommand } from '../../protocol/game';
import type { HostedGameSpec } from './game-node';
import type { GameRunner } from './game-runner';

/** One live game on a node: its runner and a queue so its commands never interleave. */
export class HostedGame {
  private queue: Promise<unknown> = Promise.resolve();
  /** Usernames of the players and spectators connected to this game, by socket id. */
  readonly connections = new Map<string, string>();
  /** The lobby has been told the game is over. */
  finishReported = false;

  constructor(
    readonly spec: HostedGameSpec,
    readonly runner: GameRunner,
  ) {}

  get id(): string {
    return this.spec.gameId;
  }

  isPlayer(username: string): boolean {
    return this.spec.players.some((p) => p.userId !== null && p.username === username);
  }

  /** Runs a command after every earlier one of this game has finished. */
  enqueue(username: string, command: GameCommand): Promise<string | null> {
    const run = this.queue.then(() => this.runner.apply(username, command));
    this.queue = run.catch(() => undefined);
    return run.catch((error: unknown) =>
      error instanceof Error ? error.message : 'The command failed',
    );
  }
}
