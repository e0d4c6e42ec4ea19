import { eq, sql } from 'drizzle-orm';
import { PERMISSION_FLAGS } from '../../protocol/user';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** Grants every permission flag to the named user (any case); throws when there is none. */
export async function grantAllPermissions(db: Db, username: string): Promise<string> {
  const [user] = await db
    .select({ id: users.id, username: users.username, permissions: users.permissions })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  if (!user) throw new Error(`There is no user called "${username}". Register the account first.`);
  const permissions = { ...user.permissions };
  for (const flag of PERMISSION_FLAGS) permissions[flag] = true;
  await db.update(users).set({ permissions }).where(eq(users.id, user.id));
  return `${user.username} now has every permission: ${PERMISSION_FLAGS.join(', ')}`;
}
