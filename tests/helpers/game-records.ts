import type { FinishedGamePlayer, FinishedGameRecord } from '../../src/protocol/results';
import type { Database } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';

let counter = 0;

/** A user row straight into the database (password login is not needed for these tests). */
export async function insertUser(
  database: Database,
  username: string,
  fields: Partial<typeof users.$inferInsert> = {},
): Promise<{ id: number; username: string }> {
  const [row] = await database.db
    .insert(users)
    .values({
      username,
      email: `${username.toLowerCase()}@example.test`,
      passwordHash: 'not-a-real-hash',
      ...fields,
    })
    .returning({ id: users.id, username: users.username });
  if (!row) throw new Error('user not inserted');
  return row;
}

export function playerOf(
  user: { id: number | null; username: string },
  phoenixborn: string,
  extra: Partial<FinishedGamePlayer> = {},
): FinishedGamePlayer {
  return {
    userId: user.id,
    name: user.username,
    deck: { id: null, name: `${phoenixborn} deck`, phoenixborn, phoenixbornStub: null },
    wounds: 0,
    diceSpent: 10,
    cardsPlayed: 8,
    ...extra,
  };
}

/** A finished two-player game; the first player wins unless `winner` says otherwise. */
export function gameRecord(
  players: FinishedGamePlayer[],
  fields: Partial<FinishedGameRecord> = {},
): FinishedGameRecord {
  counter += 1;
  const finishedAt = new Date(Date.now() - 60_000);
  return {
    gameId: `game-${Date.now()}-${counter}`,
    name: `Test game ${counter}`,
    label: null,
    gameType: 'casual',
    gameFormat: 'constructed',
    solo: false,
    startedAt: new Date(finishedAt.getTime() - 75 * 60_000),
    finishedAt,
    winner: players[0]?.name ?? null,
    winReason: 'phoenixborn destroyed',
    rounds: 4,
    players,
    chat: [],
    saveReplay: false,
    isPublic: false,
    pairing: null,
    replay: null,
    ...fields,
  };
}
