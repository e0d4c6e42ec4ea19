import { eq } from 'drizzle-orm';
import type { BannerNotice } from '../../protocol/lobby';
import { isNoticeType } from '../../protocol/lobby-notice';
import type { Database } from '../db/client';
import { lobbyNotice } from '../db/schema';

/** The lobby banner as stored, so a restarted lobby shows the same notice. */
export class NoticeStore {
  constructor(private readonly db: Database['db']) {}

  async current(): Promise<BannerNotice | null> {
    const [row] = await this.db.select().from(lobbyNotice).where(eq(lobbyNotice.id, 1));
    if (!row) return null;
    return { message: row.message, type: isNoticeType(row.type) ? row.type : 'info' };
  }

  async set(notice: Required<BannerNotice>, setBy: string): Promise<void> {
    const values = { message: notice.message, type: notice.type, setBy, setAt: new Date() };
    await this.db
      .insert(lobbyNotice)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: lobbyNotice.id, set: values });
  }

  async clear(): Promise<void> {
    await this.db.delete(lobbyNotice).where(eq(lobbyNotice.id, 1));
  }
}
