import type { Database } from '../db/client';
import type { ReplayCommand } from '../../protocol/results';
import { readHostedGameSpec } from './bus-payloads';
import type { HostedGameSpec } from './game-node';

/** What a node holds a game by: its name and the lease's epoch when it got it. */
export interface GameLease {
  gameId: string;
  node: string;
  epoch: number;
}

/** A live game as stored: enough to host it again anywhere. */
export interface StoredLiveGame {
  spec: HostedGameSpec;
  /** The engine's setup with the secret seed; null for a game the engine did not run. */
  setup: unknown;
  /** The lobby that started it: the game's events go back there. */
  lobbyId: string;
  /** The engine's time runs this far behind the wall clock (time spent on no node). */
  shiftMs: number;
  commands: ReplayCommand[];
  lease: GameLease;
}

/** The append named a lease that is no longer the game's: another node holds it now. */
export class LeaseLostError extends Error {
  constructor(gameId: string) {
    super(`The lease on game ${gameId} is held by another node`);
  }
}

interface LiveGameRow {
  game_id: string;
  spec: unknown;
  setup: unknown;
  lobby_id: string;
  node: string;
  lease_epoch: number;
  shift_ms: number;
  alive_at: number;
}

interface CommandRow {
  player: string | null;
  command: unknown;
  at: number;
}

/** PGlite and pg hand jsonb back parsed, but a driver left at its defaults may give text. */
function json(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/**
 * The durable side of live games (tables live_games and live_game_commands): a game's row and
 * command log, and the leases nodes hold games by. Lease times are the database's own clock
 * (now()), so nodes with different clocks agree on when a lease lapsed.
 */
export class GameLogStore {
  constructor(
    private readonly database: Database,
    /** How long a lease lasts unless renewed. */
    readonly leaseMs: number,
  ) {}

  /** Stores a new game under a lease of `node`; a game id already stored is an error. */
  async create(
    spec: HostedGameSpec,
    setup: unknown,
    node: string,
    lobbyId: string,
    now: number,
  ): Promise<GameLease> {
    // A fork's starting state is its setup: the spec does not keep a second copy.
    const { fork: _fork, ...storedSpec } = spec;
    await this.database.queryRows(
      `INSERT INTO live_games (game_id, spec, setup, lobby_id, node, lease_expires_at, alive_at)
       VALUES ($1, $2, $3, $4, $5, now() + $6 * interval '1 millisecond', $7)`,
      [
        spec.gameId,
        JSON.stringify(storedSpec),
        setup === null ? null : JSON.stringify(setup),
        lobbyId,
        node,
        this.leaseMs,
        now,
      ],
    );
    return { gameId: spec.gameId, node, epoch: 1 };
  }

  /**
   * Appends command `seq` of a game, only while `lease` is still the game's: the lease row is
   * read FOR SHARE in the same statement, so a takeover (which updates that row) either
   * waits for this append and then replays it, or has already moved the lease and the append
   * stores nothing. Throws LeaseLostError then; a duplicate seq fails on the primary key.
   */
  async append(lease: GameLease, seq: number, entry: ReplayCommand): Promise<number> {
    const started = performance.now();
    const rows = await this.database.queryRows<{ seq: number }>(
      `INSERT INTO live_game_commands (game_id, seq, player, command, at)
       SELECT game_id, $2, $3, $4, $5 FROM live_games
        WHERE game_id = $1 AND node = $6 AND lease_epoch = $7
        FOR SHARE
       RETURNING seq`,
      [
        lease.gameId,
        seq,
        entry.player,
        JSON.stringify(entry.command),
        entry.at ?? 0,
        lease.node,
        lease.epoch,
      ],
    );
    if (rows.length === 0) throw new LeaseLostError(lease.gameId);
    return performance.now() - started;
  }

  /**
   * Forgets the stored commands after the first `count` (a take-back), fenced by the lease in
   * the same statement as append. Called only when there is one to forget, so none deleted
   * means the lease is gone.
   */
  async truncate(lease: GameLease, count: number): Promise<void> {
    const rows = await this.database.queryRows<{ seq: number }>(
      `DELETE FROM live_game_commands
        WHERE game_id = $1 AND seq > $2
          AND EXISTS (SELECT 1 FROM live_games
                       WHERE game_id = $1 AND node = $3 AND lease_epoch = $4)
       RETURNING seq`,
      [lease.gameId, count, lease.node, lease.epoch],
    );
    if (rows.length === 0) throw new LeaseLostError(lease.gameId);
  }

  /**
   * Renews the leases `node` holds on these games and notes that it ran them until `now`
   * (its wall clock); answers the ids it still holds (a game taken over is missing).
   */
  async renew(leases: readonly GameLease[], now: number): Promise<Set<string>> {
    if (leases.length === 0) return new Set();
    const rows = await this.database.queryRows<{ game_id: string }>(
      `UPDATE live_games SET lease_expires_at = now() + $2 * interval '1 millisecond', alive_at = $3
        WHERE (game_id, lease_epoch) IN
          (SELECT * FROM unnest($1::text[], $4::int[]))
          AND node = $5
       RETURNING game_id`,
      [
        leases.map((lease) => lease.gameId),
        this.leaseMs,
        now,
        leases.map((lease) => lease.epoch),
        leases[0]?.node,
      ],
    );
    return new Set(rows.map((row) => row.game_id));
  }

  /** Lets go of a game at `now` (a clean stop): any node may take it over at once. */
  async release(lease: GameLease, now: number): Promise<void> {
    await this.database.queryRows(
      `UPDATE live_games SET lease_expires_at = now(), alive_at = $4
        WHERE game_id = $1 AND node = $2 AND lease_epoch = $3`,
      [lease.gameId, lease.node, lease.epoch, now],
    );
  }

  /**
   * The game is over: its row stays (with its log; the chat and rematch asks after the end
   * are still appended under the lease) but no node takes it over again.
   */
  async finish(lease: GameLease): Promise<void> {
    await this.database.queryRows(
      `UPDATE live_games SET finished_at = now() WHERE game_id = $1 AND lease_epoch = $2`,
      [lease.gameId, lease.epoch],
    );
  }

  /** The game was ended without a result (closed in the lobby, abandoned): it goes. */
  async remove(gameId: string): Promise<void> {
    await this.database.queryRows(`DELETE FROM live_games WHERE game_id = $1`, [gameId]);
  }

  /** Unfinished games whose lease has lapsed (or, with `all`, every unfinished game). */
  async claimable(all = false): Promise<string[]> {
    const rows = await this.database.queryRows<{ game_id: string }>(
      `SELECT game_id FROM live_games WHERE finished_at IS NULL
          AND ($1 OR lease_expires_at < now()) ORDER BY created_at`,
      [all],
    );
    return rows.map((row) => row.game_id);
  }

  /**
   * Takes a game over for `node` when its lease has lapsed (or unconditionally with `force`,
   * for the embedded server whose database no other process can open): the epoch goes up,
   * so the old holder's appends fail from now on. The time the game spent on no node is
   * added to its clock shift. Null when another node holds it or got it first.
   */
  async claim(
    gameId: string,
    node: string,
    now: number,
    force = false,
  ): Promise<StoredLiveGame | null> {
    const [row] = await this.database.queryRows<LiveGameRow>(
      `UPDATE live_games
          SET node = $2, lease_epoch = lease_epoch + 1,
              lease_expires_at = now() + $3 * interval '1 millisecond',
              shift_ms = shift_ms + GREATEST(0, $4 - alive_at), alive_at = $4
        WHERE game_id = $1 AND finished_at IS NULL AND ($5 OR lease_expires_at < now())
       RETURNING game_id, spec, setup, lobby_id, node, lease_epoch,
                 shift_ms::float8 AS shift_ms, alive_at::float8 AS alive_at`,
      [gameId, node, this.leaseMs, now, force],
    );
    if (!row) return null;
    const commands = await this.commands(gameId);
    return {
      spec: readHostedGameSpec(json(row.spec)),
      setup: json(row.setup),
      lobbyId: row.lobby_id,
      shiftMs: Number(row.shift_ms),
      commands,
      lease: { gameId, node: row.node, epoch: row.lease_epoch },
    };
  }

  /** A game's stored commands in order. */
  async commands(gameId: string): Promise<ReplayCommand[]> {
    const rows = await this.database.queryRows<CommandRow>(
      `SELECT player, command, at::float8 AS at FROM live_game_commands
        WHERE game_id = $1 ORDER BY seq`,
      [gameId],
    );
    return rows.map((row) => ({
      player: row.player,
      command: json(row.command),
      at: Number(row.at),
    }));
  }

  /** The stored spec and setup of a game (for a lobby listing it again, or a replay check). */
  async game(
    gameId: string,
  ): Promise<{ spec: HostedGameSpec; setup: unknown; node: string } | null> {
    const [row] = await this.database.queryRows<LiveGameRow>(
      `SELECT game_id, spec, setup, node FROM live_games WHERE game_id = $1`,
      [gameId],
    );
    if (!row) return null;
    return { spec: readHostedGameSpec(json(row.spec)), setup: json(row.setup), node: row.node };
  }

  /** Every unfinished game's spec and node: what a lobby lists again after its restart. */
  async unfinished(): Promise<{ spec: HostedGameSpec; node: string }[]> {
    const rows = await this.database.queryRows<LiveGameRow>(
      `SELECT game_id, spec, node FROM live_games WHERE finished_at IS NULL ORDER BY created_at`,
    );
    return rows.map((row) => ({ spec: readHostedGameSpec(json(row.spec)), node: row.node }));
  }
}
