import { describe, expect, it } from 'vitest';
import type { StartupFacts } from './startup-summary';
import { describePostgres, startupSummary } from './startup-summary';

const facts: StartupFacts = {
  role: 'server',
  port: 4000,
  host: '0.0.0.0',
  databaseUrl: null,
  dataDir: '/srv/ashtable/data',
  redis: false,
  serveClient: true,
  cards: 526,
  automatedCards: 87,
  precons: 74,
  importedFrom: '../shared/ashes-data',
  importWarnings: 0,
  logLevel: 'warn',
};

describe('startupSummary', () => {
  it('says where to open it, where the data is and what the catalogue holds', () => {
    expect(startupSummary(facts)).toEqual([
      'Ashtable is running: open http://localhost:4000 in a browser.',
      '  Database: embedded PGlite in /srv/ashtable/data/pglite',
      '  Cards: 526 (87 automated), 74 precon decks, imported now from ../shared/ashes-data',
      '  Logs: warnings and errors only; set LOG_LEVEL=info for the full JSON log.',
      '  Admin: register in the browser, then `npm run make-admin -- <username>`.',
      'Press Ctrl+C to stop.',
    ]);
  });

  it('never prints database credentials, and says how to load an empty catalogue', () => {
    const lines = startupSummary({
      ...facts,
      role: 'lobby',
      serveClient: false,
      databaseUrl: 'postgres://ash:secret@db.local:5432/ashtable',
      redis: true,
      cards: 0,
      logLevel: 'info',
    });
    expect(lines.join('\n')).not.toContain('secret');
    expect(lines[0]).toBe(
      'Ashtable lobby (API and lobby socket) is listening on http://localhost:4000.',
    );
    expect(lines[1]).toBe('  Database: PostgreSQL at db.local:5432/ashtable, with Redis');
    expect(lines[2]).toContain('Cards: none. The card catalogue is empty.');
    expect(lines[3]).toBe('  Logs: JSON lines at level info.');
  });

  it('counts the notes the import made about the card data instead of logging them as warnings', () => {
    expect(startupSummary({ ...facts, importWarnings: 2 })[3]).toBe(
      '    The card data had 2 notes (`npm run import-data` lists them).',
    );
  });

  it('copes with a connection string that is not a URL', () => {
    expect(describePostgres('not a url')).toBe('PostgreSQL (DATABASE_URL)');
  });
});
