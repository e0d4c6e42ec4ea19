import { makeAdmin } from './make-admin-command';

/** `npm run make-admin -- <username>` */
async function main(): Promise<number> {
  const username = process.argv[2]?.trim();
  if (!username) {
    console.error('Usage: npm run make-admin -- <username>');
    return 2;
  }
  const result = await makeAdmin(username);
  if (result.ok) console.log(result.message);
  else console.error(result.message);
  return result.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
