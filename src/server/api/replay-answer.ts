/**
 * Sending a saved replay: built from its command log on the first request and kept gzipped
 * (services/replay/replay-store.ts), then sent as it is with an ETag. Used by the players'
 * replay (api/results.ts) and the shared one anyone may watch (api/shared-replays.ts).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { patchedReplay } from '../../protocol/replay-format';
import type { ReplayResponse } from '../../protocol/results';
import type { ServerContext } from '../context';
import { replays } from '../db/schema';
import { replayBuilder } from '../services/replay/replay-builder';
import type { SharedBuild } from '../services/replay/replay-builder';
import type { ReplayBuildKind } from '../services/replay/replay-store';
import { readReplayBuild, saveReplayBuild } from '../services/replay/replay-store';
import type { StoredGame } from '../services/results-queries';

/**
 * Bumped when the shape of a replay changes, so replays built before are built again and
 * browsers fetch them again (4: steps as patches, protocol/replay-format.ts).
 */
export const REPLAY_FORMAT = 4;
/** Finished games never change: browsers may keep a replay for a day. */
const REPLAY_MAX_AGE_SECONDS = 24 * 60 * 60;
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

type StoredReplayRow = typeof replays.$inferSelect;

/**
 * Which replay of a game to send: the spectator's view (`full`), one player's own (their hand
 * and `hands` face up), or the shared one with these hands.
 */
export type ReplayKind =
  | { kind: 'full' }
  | { kind: 'player'; name: string; hands: readonly string[] }
  | { kind: 'shared'; hands: readonly string[] };

/** Where a build is kept: one per kind, and one per player for the players' own. */
function buildKind(which: ReplayKind): ReplayBuildKind {
  return which.kind === 'player' ? `player:${which.name}` : which.kind;
}

function buildOptions(which: ReplayKind): SharedBuild | undefined {
  if (which.kind === 'full') return undefined;
  if (which.kind === 'shared') return { hands: which.hands };
  return { hands: which.hands, player: which.name };
}

function fail(reply: FastifyReply, code: number, message: string) {
  return reply.code(code).send({ success: false, message });
}

export type SendReplay = (
  request: FastifyRequest,
  reply: FastifyReply,
  game: StoredGame,
  which: ReplayKind,
) => Promise<FastifyReply>;

export function replaySender(ctx: ServerContext): SendReplay {
  const { db } = ctx.database;
  /** Replays being read or built, by ETag: requests that come meanwhile wait for the same one. */
  const pending = new Map<string, Promise<Buffer>>();

  /**
   * The gzipped answer for a saved replay: built in an earlier request (kept in the database),
   * else played back from its command log now and kept for the next one.
   */
  async function storedOrBuilt(
    game: StoredGame,
    stored: StoredReplayRow,
    which: ReplayKind,
  ): Promise<Buffer> {
    const kind = buildKind(which);
    const built = await readReplayBuild(db, game.id, REPLAY_FORMAT, kind);
    if (built) return built;
    const steps = await replayBuilder()(
      ctx,
      { seed: stored.seed, setup: stored.setup, commands: stored.commands },
      buildOptions(which),
    );
    const body: ReplayResponse = {
      success: true,
      replay: patchedReplay(
        {
          gameId: game.record.gameId,
          name: game.record.name,
          players: game.record.players.map((p) => p.name),
          format: game.record.gameFormat,
        },
        steps,
      ),
    };
    const gzipped = await gzipAsync(JSON.stringify(body));
    await saveReplayBuild(db, game.id, REPLAY_FORMAT, gzipped, kind);
    return gzipped;
  }

  return async (request, reply, game, which) => {
    const [stored] = await db.select().from(replays).where(eq(replays.gameId, game.id));
    if (!stored) return fail(reply, 404, 'No replay was saved for this game');
    // A replay is built once and kept: it changes with its format, not with the server's version.
    const etag = `"${createHash('sha256')
      .update(
        [REPLAY_FORMAT, buildKind(which), game.record.gameId, stored.createdAt.toISOString()].join(
          '|',
        ),
      )
      .digest('base64url')
      .slice(0, 27)}"`;
    void reply
      .header('ETag', etag)
      .header('Cache-Control', `private, max-age=${REPLAY_MAX_AGE_SECONDS}`)
      .header('Vary', 'Authorization, Accept-Encoding');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    let building = pending.get(etag);
    if (!building) {
      building = storedOrBuilt(game, stored, which);
      pending.set(etag, building);
      const done = () => pending.delete(etag);
      building.then(done, done);
    }
    let gzipped: Buffer;
    try {
      gzipped = await building;
    } catch (error) {
      ctx.logger.error({ err: error, gameId: game.record.gameId }, 'replay rebuild failed');
      void reply.removeHeader('ETag').header('Cache-Control', 'no-store');
      return fail(reply, 500, 'The replay could not be rebuilt');
    }
    void reply.type('application/json; charset=utf-8');
    // Built and stored gzipped: sent as it is to every browser (all accept gzip).
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      return reply.header('Content-Encoding', 'gzip').send(gzipped);
    }
    return reply.send(await gunzipAsync(gzipped));
  };
}
