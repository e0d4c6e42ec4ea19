import { bootstrap } from '../bootstrap';
import { grantAllPermissions } from './grant-permissions';

/** `npm run make-admin -- <username>` */
async function main(): Promise<number> {
  const username = process.argv[2]?.trim();
  if (!username) {
    console.error('Usage: npm run make-admin -- <username>');
    return 2;
  }
  const { database } = await bootstrap();
  try {
    console.log(await grantAllPermissions(database.db, username));
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
