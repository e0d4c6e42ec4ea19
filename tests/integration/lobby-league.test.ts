import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaguePairing, LobbyGame } from '../../src/protocol/lobby';
import { leagueGameDetails } from '../../src/protocol/lobby-newgame';
import { preconDecks } from '../../src/server/db/schema';
import { importCatalogue } from '../../src/server/services/catalogue/import';
import { importDeps } from '../helpers/catalogue';
import { databaseKinds } from '../helpers/databases';
import type { TestServer } from '../helpers/server';
import { SHARED_DATA_DIR, startTestServer } from '../helpers/server';
import { createLobbyUser, lobbyClient } from './lobby-helpers';
import type { LobbyTestUser } from './lobby-helpers';

describe.each(await databaseKinds())('league pairings on %s', (kind) => {
  let test: TestServer;
  let organiser: LobbyTestUser;
  let ann: LobbyTestUser;
  let ben: LobbyTestUser;
  let outsider: LobbyTestUser;

  beforeAll(async () => {
    test = await startTestServer(kind);
    await importCatalogue(importDeps(test, { ashesDataDir: SHARED_DATA_DIR }));
    organiser = await createLobbyUser(test, 'Organiser', {
      permissions: { canManageTournaments: true },
    });
    ann = await createLobbyUser(test, 'Ann');
    ben = await createLobbyUser(test, 'Ben');
    outsider = await createLobbyUser(test, 'Outsider');
  });
  afterAll(() => test.close());

  async function call(method: string, path: string, token?: string, body?: unknown) {
    const response = await fetch(`${test.url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  const round = {
    league: 'phx',
    pairings: [{ player1: 'ann#1', player2: 'ben#2', ashtableP1: 'Ann', ashtableP2: 'Ben' }],
  };

  it('shows the empty leagues, and only tournament staff load a round', async () => {
    expect((await call('GET', '/api/league/pairings')).body).toEqual({
      success: true,
      phx: [],
      ffl: [],
    });
    expect((await call('POST', '/api/league/PHX-R1/pairings', undefined, round)).status).toBe(401);
    expect((await call('POST', '/api/league/PHX-R1/pairings', ann.token, round)).status).toBe(403);
    const bad = await call('POST', '/api/league/PHX-R1/pairings', organiser.token, {
      league: 'nope',
      pairings: [],
    });
    expect(bad).toMatchObject({ status: 400, body: { success: false } });
    expect((await call('GET', '/api/league/pairings')).body.phx).toEqual([]);
    const loaded = await call('POST', '/api/league/PHX-R1/pairings', organiser.token, round);
    expect(loaded.status).toBe(200);
    const grouped = await call('GET', '/api/league/pairings');
    expect(grouped.body.phx).toMatchObject([
      { tag: 'PHX-R1', pairings: [{ ashtableP1: 'Ann', ashtableP2: 'Ben', played: false }] },
    ]);
    const byTag = await call('GET', '/api/league/phx-r1/pairings');
    expect(byTag.body.pairings).toHaveLength(1);
    expect((await call('GET', '/api/league/%3Cscript%3E/pairings')).status).toBe(400);
  });

  it('plays a pairing with the league presets and marks it played once started', async () => {
    const [pairing] = (await call('GET', '/api/league/PHX-R1/pairings')).body
      .pairings as LeaguePairing[];
    if (!pairing) throw new Error('no pairing');
    const details = leagueGameDetails('phx', pairing.id, 'Ann', 'Ben', 'Phoenix League');

    const o = await lobbyClient(test, outsider);
    expect((await o.request('newgame', details)).success).toBe(false);
    o.close();

    const a = await lobbyClient(test, ann);
    const b = await lobbyClient(test, ben);
    // Whatever the form sent, the server applies the pairing's presets.
    const created = await a.request('newgame', { ...details, ranked: false, password: 'x' });
    expect(created.success).toBe(true);
    const game = a.last<LobbyGame>('gamestate');
    expect(game).toMatchObject({
      name: 'Phoenix League: Ann vs Ben',
      ranked: true,
      gameType: 'competitive',
      saveReplay: true,
      useGameTimeLimit: true,
      clockType: 'chess',
      gameTimeLimit: 30,
      label: 'PHX',
      needsPassword: false,
      allowSpectators: true,
      pairing: pairing.id,
      league: 'phx',
    });
    if (!game) throw new Error('no game');
    const [precon] = await test.server.ctx.database.db
      .select({ id: preconDecks.id })
      .from(preconDecks)
      .where(eq(preconDecks.collection, 'standalone'));
    expect((await b.request('joingame', game.id)).success).toBe(true);
    expect((await a.request('selectdeck', game.id, true, precon?.id, true)).success).toBe(true);
    expect((await b.request('selectdeck', game.id, true, precon?.id, true)).success).toBe(true);
    expect((await a.request('startgame', game.id)).success).toBe(true);
    const after = await call('GET', '/api/league/PHX-R1/pairings');
    expect((after.body.pairings as LeaguePairing[])[0]?.played).toBe(true);
    a.close();
    b.close();
  });
});
