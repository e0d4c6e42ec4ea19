/**
 * Saved replays built once: the API's answer for a replay (gzipped JSON) kept beside the
 * stored command log (table replay_builds), so a download after the first one plays nothing
 * back. A build of an older replay format is not used: the caller builds it again. Each game
 * keeps one build per kind: the spectator's replay, each player's own and the shared one.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { replayBuilds } from '../../db/schema';

/** `player:{name}`: the replay one player of the game watches, with their own hand. */
export type ReplayBuildKind = 'full' | 'shared' | `player:${string}`;

/** The stored build of a game's replay in `format`, or null when there is none yet. */
export async function readReplayBuild(
  db: Db,
  gameId: number,
  format: number,
  kind: ReplayBuildKind = 'full',
): Promise<Buffer | null> {
  const [row] = await db
    .select({ body: replayBuilds.body })
    .from(replayBuilds)
    .where(
      and(
        eq(replayBuilds.gameId, gameId),
        eq(replayBuilds.kind, kind),
        eq(replayBuilds.format, format),
      ),
    );
  return row?.body ?? null;
}

/** Keeps a build; another server building the same replay at once writes the same bytes. */
export async function saveReplayBuild(
  db: Db,
  gameId: number,
  format: number,
  body: Buffer,
  kind: ReplayBuildKind = 'full',
): Promise<void> {
  const values = { gameId, kind, format, body, createdAt: new Date() };
  await db
    .insert(replayBuilds)
    .values(values)
    .onConflictDoUpdate({ target: [replayBuilds.gameId, replayBuilds.kind], set: values });
}
