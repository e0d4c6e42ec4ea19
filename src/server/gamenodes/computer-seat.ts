import { botRandom, chooseBotCommand, legalCommands } from '../../engine/bots';
import type { GameCommand } from '../../protocol/game';
import type { GameView } from '../../protocol/game-view';
import type { PracticeOpponent } from '../../protocol/lobby';
import type { Logger } from '../logger';
import { goldfishCommand } from './goldfish';
import type { PendingDecision } from './game-runner';
import type { HostedGame, ClockScheduler } from './hosted-game';

/** How long the computer takes over a decision, so its moves can be followed (ms). */
export interface ComputerDelay {
  minMs: number;
  maxMs: number;
}

export const DEFAULT_COMPUTER_DELAY: ComputerDelay = { minMs: 400, maxMs: 1200 };

/** FNV-1a of a text: the computer's generators are keyed on the game, never on the time. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * The computer's seat of a practice game on its node. Whenever the game waits on it, it
 * reads its own seat's view (nothing else), chooses after a short delay, and sends the
 * command through the game's queue exactly as a player's socket does. Its generator is keyed
 * on the game id and the number of commands so far, so a game rebuilt from its log goes on
 * choosing the same way. A bot that throws, answers nothing or is refused never stalls the
 * game: the seat falls back to the view's legal commands in order and logs why.
 */
export class ComputerSeat {
  private cancel: (() => void) | null = null;
  private disposed = false;

  constructor(
    readonly name: string,
    private readonly opponent: PracticeOpponent,
    private readonly game: HostedGame,
    private readonly options: {
      delay: ComputerDelay;
      scheduler: ClockScheduler;
      logger: Logger;
      /** Called after the computer's command changed the game (views go out). */
      moved: () => void;
      /** Tests replace the strategy (a bot that throws or answers nothing). */
      choose?: Strategy;
    },
  ) {}

  /** Looks whether the game now waits on the computer; if so its move is scheduled once. */
  poke(): void {
    if (this.disposed || this.cancel || !this.waitsOnMe()) return;
    const { minMs, maxMs } = this.options.delay;
    const random = botRandom(hash(`${this.game.id}:delay:${this.commandCount()}`));
    const ms = minMs + Math.floor(random() * Math.max(0, maxMs - minMs));
    this.cancel = this.options.scheduler.schedule(() => {
      this.cancel = null;
      void this.move().catch((error: unknown) => {
        this.options.logger.error(
          { err: error, gameId: this.game.id },
          'The computer could not move',
        );
      });
    }, ms);
  }

  dispose(): void {
    this.disposed = true;
    this.cancel?.();
    this.cancel = null;
  }

  private waitsOnMe(): boolean {
    const pending = this.game.runner.pendingDecision?.();
    return !this.game.runner.finished && pending?.player === this.name;
  }

  private commandCount(): number {
    return this.game.runner.journal?.().commands.length ?? 0;
  }

  private async move(): Promise<void> {
    if (this.disposed) return;
    const pending = this.game.runner.pendingDecision?.();
    if (!pending || pending.player !== this.name || this.game.runner.finished) return;
    const view = pending.view;
    const random = botRandom(hash(`${this.game.id}:move:${this.commandCount()}`));
    const chosen = this.choice(view, random, pending.game);
    const candidates = [...(chosen ? [chosen] : []), ...legalCommands(view, this.name)];
    for (const command of candidates) {
      if (this.disposed) return;
      const outcome = await this.game.enqueue(this.name, command);
      if (outcome.refusal === null && outcome.changed) {
        this.options.moved();
        return;
      }
      // A command that changed nothing would be chosen again: it counts as refused.
      this.options.logger.warn(
        { gameId: this.game.id, command, refusal: outcome.refusal ?? 'nothing changed' },
        'The computer command was refused: trying the next legal one',
      );
    }
    this.options.logger.warn({ gameId: this.game.id }, 'The computer had no command to send');
  }

  /** The strategy's command, or null (logged) when it threw or had none. */
  private choice(
    view: GameView,
    random: () => number,
    game: PendingDecision['game'],
  ): GameCommand | null {
    const choose = this.options.choose ?? strategyOf(this.opponent);
    try {
      const command = choose(view, this.name, random, game);
      if (!command)
        this.options.logger.warn({ gameId: this.game.id }, 'The computer chose nothing');
      return command;
    } catch (error) {
      this.options.logger.error(
        { err: error, gameId: this.game.id },
        'The computer strategy failed: it plays a legal command instead',
      );
      return null;
    }
  }
}

/** How the computer picks a command: from its view, and the game for a look-ahead. */
type Strategy = (
  view: GameView,
  me: string,
  random: () => number,
  game?: PendingDecision['game'],
) => GameCommand | null;

/**
 * Time a Normal computer may think per decision; its budget of simulated commands usually ends
 * the search well before.
 */
const NORMAL_THINKING_MS = 800;

/** Easy and Normal are the engine's bot levels; the goldfish is the seat's own passing. */
function strategyOf(opponent: PracticeOpponent): Strategy {
  if (opponent === 'goldfish') return goldfishCommand;
  return (view, me, random, game) =>
    chooseBotCommand(
      view,
      me,
      opponent,
      random,
      game ? { ...game, timeLimitMs: NORMAL_THINKING_MS, now: () => performance.now() } : undefined,
    );
}
