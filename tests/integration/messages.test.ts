import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lobbyMessages } from '../../src/server/db/schema';
import { insertUser } from '../helpers/game-records';
import { databaseKinds } from '../helpers/databases';
import type { TestServer } from '../helpers/server';
import { startTestServer } from '../helpers/server';

describe.each(await databaseKinds())('lobby message moderation on %s', (kind) => {
  let test: TestServer;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    test = await startTestServer(kind);
    const alice = await insertUser(test.testDb.database, 'Alice');
    const staff = await insertUser(test.testDb.database, 'Staff', {
      permissions: { canModerateChat: true },
    });
    for (const u of [alice, staff]) {
      tokens[u.username] = await test.server.ctx.signer.signAccess({
        userId: u.id,
        username: u.username,
      });
    }
  });
  afterAll(() => test.close());

  it('lets chat moderators delete lobby messages', async () => {
    const [message] = await test.testDb.database.db
      .insert(lobbyMessages)
      .values({ username: 'Bob', message: 'spam' })
      .returning({ id: lobbyMessages.id });
    const remove = (who: string, id: number | string) =>
      fetch(`${test.url}/api/messages/${id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${tokens[who]}` },
      });
    expect((await remove('Alice', message?.id ?? 0)).status).toBe(403);
    expect((await remove('Staff', 'abc')).status).toBe(404);
    const response = await remove('Staff', message?.id ?? 0);
    expect(response.status).toBe(200);
    const [row] = await test.testDb.database.db
      .select()
      .from(lobbyMessages)
      .where(eq(lobbyMessages.id, message?.id ?? 0));
    expect(row).toMatchObject({ deleted: true, deletedBy: 'Staff' });
  });
});
