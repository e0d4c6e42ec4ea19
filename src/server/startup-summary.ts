import { join, relative } from 'node:path';
import { CATALOGUE_EMPTY_HINT } from './services/catalogue/hint';

/** What the person who started the server needs to know, gathered once it listens. */
export interface StartupFacts {
  role: string;
  /** The port it listens on and the host it was told to use. */
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
  redis: boolean;
  serveClient: boolean;
  cards: number;
  automatedCards: number;
  precons: number;
  /** Where this start imported the catalogue from, when it did. */
  importedFrom: string | null;
  /** Notes the import made about the source data (each is in the log at info). */
  importWarnings: number;
  logLevel: string;
}

/** A PostgreSQL URL without its credentials: host, port and database only. */
export function describePostgres(url: string): string {
  try {
    const parsed = new URL(url);
    return `PostgreSQL at ${parsed.host}${parsed.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

function shownPath(path: string): string {
  const fromHere = relative(process.cwd(), path);
  return fromHere && !fromHere.startsWith('..') ? `./${fromHere}` : path;
}

/**
 * The few plain lines `npm start` prints (the JSON log is for machines and shows warnings
 * only unless LOG_LEVEL asks for more): where to open it, what it stores where, the catalogue.
 */
export function startupSummary(facts: StartupFacts): string[] {
  const browsable = facts.host === '0.0.0.0' || facts.host === '::' ? 'localhost' : facts.host;
  const url = `http://${browsable}:${facts.port}`;
  const lines = [
    facts.serveClient
      ? `Ashtable is running: open ${url} in a browser.`
      : `Ashtable ${facts.role} (API and lobby socket) is listening on ${url}.`,
    `  Database: ${
      facts.databaseUrl
        ? describePostgres(facts.databaseUrl)
        : `embedded PGlite in ${shownPath(join(facts.dataDir, 'pglite'))}`
    }${facts.redis ? ', with Redis' : ''}`,
  ];
  if (facts.cards === 0) {
    lines.push(`  Cards: none. ${CATALOGUE_EMPTY_HINT}`);
  } else {
    const source = facts.importedFrom ? `, imported now from ${facts.importedFrom}` : '';
    lines.push(
      `  Cards: ${facts.cards} (${facts.automatedCards} automated), ${facts.precons} precon decks${source}`,
    );
    if (facts.importWarnings > 0) {
      const notes = facts.importWarnings === 1 ? '1 note' : `${facts.importWarnings} notes`;
      lines.push(`    The card data had ${notes} (\`npm run import-data\` lists them).`);
    }
  }
  lines.push(
    facts.logLevel === 'warn' || facts.logLevel === 'error'
      ? '  Logs: warnings and errors only; set LOG_LEVEL=info for the full JSON log.'
      : `  Logs: JSON lines at level ${facts.logLevel}.`,
  );
  if (facts.databaseUrl === null) {
    lines.push('  Admin: register in the browser, then `npm run make-admin -- <username>`.');
  }
  lines.push('Press Ctrl+C to stop.');
  return lines;
}
