import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { GameNodeMetrics, MeasuredOutcome, WatchedGameHost } from '../gamenodes/node-metrics';
import type { EmailOutcome } from '../services/email';

/** Where an error counted in ashtable_errors_total happened. */
export type ErrorArea = 'http' | 'game' | 'mail';

/** Commands take well under a millisecond to tens of milliseconds; queries up to seconds. */
const COMMAND_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/**
 * The figures of one process (lobby or game node) in the Prometheus format: its own
 * registry, so that several servers in one process (tests) never share or clash, plus
 * prom-client's default process metrics (event-loop lag, heap, CPU, handles).
 */
export class ServerMetrics implements GameNodeMetrics {
  readonly registry = new Registry();
  private readonly hosts = new Set<WatchedGameHost>();
  private lobbySockets: () => number = () => 0;
  private readonly commands: Counter<'outcome'>;
  private readonly commandSeconds: Histogram;
  private readonly errors: Counter<'area'>;
  private readonly querySeconds: Histogram;
  private readonly emails: Counter<'outcome'>;

  /** Every figure is labelled with the process's role, and a game node's with its name. */
  constructor(role: 'lobby' | 'gamenode', node?: string) {
    this.registry.setDefaultLabels(node === undefined ? { role } : { role, node });
    collectDefaultMetrics({ register: this.registry });
    const registers = [this.registry];
    const hosts = this.hosts;
    const lobbySockets = () => this.lobbySockets();
    new Gauge({
      name: 'ashtable_games_live',
      help: 'Games hosted by this process right now.',
      registers,
      collect() {
        this.set([...hosts].reduce((sum, host) => sum + host.numGames(), 0));
      },
    });
    new Gauge({
      name: 'ashtable_sockets_connected',
      help: 'Connected socket.io clients: the lobby socket and the game sockets of hosted games.',
      labelNames: ['socket'],
      registers,
      collect() {
        this.set({ socket: 'lobby' }, lobbySockets());
        this.set(
          { socket: 'game' },
          [...hosts].reduce((sum, host) => sum + host.socketCount(), 0),
        );
      },
    });
    this.commands = new Counter({
      name: 'ashtable_game_commands_total',
      help: 'Commands run by hosted games: applied, refused by the rules, or failed with an error.',
      labelNames: ['outcome'],
      registers,
    });
    this.commandSeconds = new Histogram({
      name: 'ashtable_game_command_duration_seconds',
      help: 'Time the rules engine took for a command.',
      buckets: COMMAND_BUCKETS,
      registers,
    });
    this.errors = new Counter({
      name: 'ashtable_errors_total',
      help: 'Errors: HTTP answers of 500 and up but 503, failed game messages and commands, mails given up on.',
      labelNames: ['area'],
      registers,
    });
    this.querySeconds = new Histogram({
      name: 'ashtable_db_query_duration_seconds',
      help: 'Time of a database query, from sending it to its answer.',
      buckets: QUERY_BUCKETS,
      registers,
    });
    this.emails = new Counter({
      name: 'ashtable_emails_total',
      help: 'Mails sent, written to the outbox, or given up on.',
      labelNames: ['outcome'],
      registers,
    });
    // Zeroes are shown before the first event, so rates and alerts have a series from the start.
    for (const outcome of ['applied', 'refused', 'error'] satisfies MeasuredOutcome[]) {
      this.commands.inc({ outcome }, 0);
    }
    for (const area of ['http', 'game', 'mail'] satisfies ErrorArea[]) this.errors.inc({ area }, 0);
    for (const outcome of ['sent', 'outbox', 'failed'] satisfies EmailOutcome[]) {
      this.emails.inc({ outcome }, 0);
    }
  }

  /** The lobby socket's connected clients, read at every scrape. */
  countLobbySockets(count: () => number): void {
    this.lobbySockets = count;
  }

  watchHost(host: WatchedGameHost): () => void {
    this.hosts.add(host);
    return () => this.hosts.delete(host);
  }

  command(outcome: MeasuredOutcome, seconds: number): void {
    this.commands.inc({ outcome });
    this.commandSeconds.observe(seconds);
    if (outcome === 'error') this.error('game');
  }

  gameError(): void {
    this.error('game');
  }

  error(area: ErrorArea): void {
    this.errors.inc({ area });
  }

  query(seconds: number): void {
    this.querySeconds.observe(seconds);
  }

  email(outcome: EmailOutcome): void {
    this.emails.inc({ outcome });
    if (outcome === 'failed') this.error('mail');
  }

  /** The text exposition of every figure. */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
