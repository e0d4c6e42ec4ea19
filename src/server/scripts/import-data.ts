import { importData } from './import-data-command';

/** `npm run import-data`: re-imports the catalogue (idempotently) and prints what changed. */
async function main(): Promise<number> {
  const result = await importData();
  if (result.ok) console.log(result.message);
  else console.error(result.message);
  return result.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
