import { bootstrap } from '../bootstrap';
import { describeImportError, importCatalogue } from '../services/catalogue/import';

/** `npm run import-data`: re-imports the catalogue (idempotently) and prints what changed. */
async function main(): Promise<number> {
  const { config, logger, database } = await bootstrap();
  try {
    const result = await importCatalogue({ config, database, logger });
    const { cards } = result;
    const lines = [
      `Imported the card catalogue from ${result.source}`,
      `  cards: ${cards.total} (${cards.inserted} new, ${cards.updated} updated, ${cards.unchanged} unchanged)`,
    ];
    if (result.precons) {
      const total = Object.values(result.precons).reduce((sum, n) => sum + n, 0);
      const perCollection = Object.entries(result.precons).map(([key, n]) => `${key} ${n}`);
      lines.push(`  precon decks: ${total} (${perCollection.join(', ')})`);
    } else lines.push('  precon decks: unchanged (the source has none)');
    lines.push(`  alt arts: ${result.altArts ?? 'unchanged (the source has none)'}`);
    for (const warning of result.warnings) lines.push(`  warning: ${warning}`);
    console.log(lines.join('\n'));
    return 0;
  } catch (error) {
    console.error(`${describeImportError(error)}\nNothing was changed.`);
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
