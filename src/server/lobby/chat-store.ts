import { desc, eq } from 'drizzle-orm';
import type { LobbyChatMessage } from '../../protocol/lobby';
import type { Db } from '../db/client';
import { lobbyMessages, users } from '../db/schema';
import { roleOf } from './lobby-user';

/** How much chat history a newcomer to the lobby is sent. */
export const CHAT_HISTORY = 100;

/** Lobby chat, persisted so that it survives a restart and moderation is recorded. */
export class ChatStore {
  constructor(private readonly db: Db) {}

  async recent(): Promise<LobbyChatMessage[]> {
    const rows = await this.db
      .select({
        id: lobbyMessages.id,
        username: lobbyMessages.username,
        message: lobbyMessages.message,
        postedAt: lobbyMessages.postedAt,
        deleted: lobbyMessages.deleted,
        deletedBy: lobbyMessages.deletedBy,
        permissions: users.permissions,
        faveColor: users.faveColor,
      })
      .from(lobbyMessages)
      .leftJoin(users, eq(users.username, lobbyMessages.username))
      .orderBy(desc(lobbyMessages.id))
      .limit(CHAT_HISTORY);
    return rows.reverse().map((row) => ({
      _id: String(row.id),
      user: {
        username: row.username,
        role: roleOf(row.permissions ?? {}),
        faveColor: row.faveColor ?? null,
      },
      message: row.message,
      time: row.postedAt.toISOString(),
      deleted: row.deleted,
      deletedBy: row.deletedBy,
    }));
  }

  async add(
    user: { username: string; role: string; faveColor: string | null },
    message: string,
  ): Promise<LobbyChatMessage> {
    const [row] = await this.db
      .insert(lobbyMessages)
      .values({ username: user.username, message })
      .returning();
    if (!row) throw new Error('The chat message was not stored');
    return {
      _id: String(row.id),
      user,
      message: row.message,
      time: row.postedAt.toISOString(),
      deleted: false,
      deletedBy: null,
    };
  }

  /** Marks a message deleted; false when there is no such message. */
  async markDeleted(id: number, deletedBy: string): Promise<boolean> {
    const rows = await this.db
      .update(lobbyMessages)
      .set({ deleted: true, deletedBy })
      .where(eq(lobbyMessages.id, id))
      .returning({ id: lobbyMessages.id });
    return rows.length > 0;
  }
}
