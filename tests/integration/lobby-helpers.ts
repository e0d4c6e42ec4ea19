import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import type { GameHandoff, LobbyGame } from '../../src/protocol/lobby';
import { defaultNewGame } from '../../src/protocol/lobby-newgame';
import { users } from '../../src/server/db/schema';
import { importCatalogue } from '../../src/server/services/catalogue/import';
import { importDeps } from '../helpers/catalogue';
import type { DatabaseKind } from '../helpers/databases';
import type { TestServer } from '../helpers/server';
import { SHARED_DATA_DIR, startTestServer } from '../helpers/server';
import { GameSocketClient } from './game-socket-client';
import type { LobbyTestUser } from '../helpers/lobby-client';
import { LobbyClient, lobbyClient } from '../helpers/lobby-client';

export type { LobbyTestUser };
export { LobbyClient, lobbyClient };
export { createLobbyUser, preconDeckId, unscriptedChimeraDeckId } from '../helpers/lobby-client';

/** Owner creates a pvp game, the other joins, both choose the precon; resolves with its id. */
export async function readyGame(
  owner: LobbyClient,
  ownerName: string,
  other: LobbyClient,
  preconId: number,
): Promise<string> {
  const created = await owner.request('newgame', {
    ...defaultNewGame(ownerName, 'pvp'),
    name: `${ownerName}'s game`,
  });
  if (!created.success) throw new Error(`newgame failed: ${created.message}`);
  const gameId = String(created.gameId);
  for (const ack of [
    await other.request('joingame', gameId),
    await owner.request('selectdeck', gameId, true, preconId, true),
    await other.request('selectdeck', gameId, true, preconId, true),
  ]) {
    if (!ack.success) throw new Error(`game not ready: ${ack.message}`);
  }
  return gameId;
}

/** A game as the lobby last listed it to a client (games, newgame or updategame). */
export function listedGame(client: LobbyClient, gameId: string): LobbyGame | undefined {
  for (const { event, payload } of [...client.events].reverse()) {
    if (!['games', 'newgame', 'updategame'].includes(event) || !Array.isArray(payload)) continue;
    const found = (payload as LobbyGame[]).find((g) => g.id === gameId);
    if (found) return found;
  }
  return undefined;
}

/** The handoff a lobby client got for a game, once it has come. */
export async function handoffOf(client: LobbyClient, gameId: string): Promise<GameHandoff> {
  await expect.poll(() => client.last<GameHandoff>('handoff')?.gameId).toBe(gameId);
  const handoff = client.last<GameHandoff>('handoff');
  if (!handoff) throw new Error('no handoff');
  return handoff;
}

/** Saves a user's game option settings through the profile API, as the Profile page does. */
export async function saveOptionSettings(
  test: TestServer,
  user: LobbyTestUser,
  optionSettings: Record<string, boolean | number>,
): Promise<void> {
  const [row] = await test.server.ctx.database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, user.id));
  if (!row) throw new Error('no such user');
  const response = await fetch(`${test.url}/api/account/${user.username}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
    body: JSON.stringify({
      data: { username: user.username, email: row.email, settings: { optionSettings } },
    }),
  });
  const body = (await response.json()) as { success: boolean; message?: string };
  if (!body.success) throw new Error(`profile not saved: ${body.message}`);
}

/** Gives a user alt arts (card stub → image stubs), as an admin would. */
export async function setAltArts(
  test: TestServer,
  user: LobbyTestUser,
  altArts: Record<string, string[]>,
): Promise<void> {
  await test.server.ctx.database.db.update(users).set({ altArts }).where(eq(users.id, user.id));
}

/** The players of a finished game's record, in seat order (empty until it is recorded). */
export function recordedPlayers(
  test: TestServer,
  gameId: string,
): Promise<{ name: string; won: boolean }[]> {
  return test.testDb.database.queryRows<{ name: string; won: boolean }>(
    `SELECT p.name, p.won FROM game_players p JOIN games g ON g.id = p.game_id
     WHERE g.game_id = $1 ORDER BY p.seat`,
    [gameId],
  );
}

/** Profile settings unlike the defaults, as the Profile page saves them. */
export const PROFILE_SETTINGS = {
  orderForcedAbilities: true,
  confirmOneClick: true,
  allowAutoCancel: true,
  alwaysGroupTactics: true,
  dontIceTrapOwnUnits: false,
  noAttackAlerts: true,
  manualAlts: false,
  bluffTimer: 3,
  alertTimer: 0,
  // Client-only settings stay out of the game.
  leftMode: false,
  compactLayout: false,
};

/** How many times the game log says a player left. */
export function leaveLines(
  view: { messages: { message: unknown[] }[] } | undefined,
  who: string,
): number {
  return (view?.messages ?? []).filter((m) => {
    const text = JSON.stringify(m.message);
    return text.includes(`"${who}"`) && text.includes(' has left the game');
  }).length;
}

/** PROFILE_SETTINGS as a game holds them: the engine's settings only. */
export const GAME_SETTINGS: Record<string, boolean | number> = Object.fromEntries(
  Object.entries(PROFILE_SETTINGS).filter(
    ([name]) => !['leftMode', 'compactLayout'].includes(name),
  ),
);

/** The owner starts a ready game; refused starts fail the test with the lobby's message. */
async function startReadyGame(owner: LobbyClient, gameId: string): Promise<void> {
  const started = await owner.request('startgame', gameId);
  if (!started.success) throw new Error(`startgame failed: ${started.message}`);
}

/** A user's game socket for a started game, past its first view. */
async function gameSocketOf(lobby: LobbyClient, gameId: string): Promise<GameSocketClient> {
  const game = new GameSocketClient(await handoffOf(lobby, gameId));
  await game.firstView();
  return game;
}

/**
 * A game between two users, started by the first: their lobby clients and their game sockets,
 * each past its first view.
 */
export async function startedGame(
  test: TestServer,
  owner: LobbyTestUser,
  other: LobbyTestUser,
  preconId: number,
): Promise<{
  gameId: string;
  lobbies: [LobbyClient, LobbyClient];
  games: [GameSocketClient, GameSocketClient];
}> {
  const lobbies: [LobbyClient, LobbyClient] = [
    await lobbyClient(test, owner),
    await lobbyClient(test, other),
  ];
  const gameId = await readyGame(lobbies[0], owner.username, lobbies[1], preconId);
  await startReadyGame(lobbies[0], gameId);
  const games: [GameSocketClient, GameSocketClient] = [
    await gameSocketOf(lobbies[0], gameId),
    await gameSocketOf(lobbies[1], gameId),
  ];
  return { gameId, lobbies, games };
}

/**
 * As startedGame, with a third user watching from before the start: lobby clients and game
 * sockets in the order owner, other, watcher.
 */
export async function startedWatchedGame(
  test: TestServer,
  owner: LobbyTestUser,
  other: LobbyTestUser,
  watcher: LobbyTestUser,
  preconId: number,
): Promise<{
  gameId: string;
  lobbies: [LobbyClient, LobbyClient, LobbyClient];
  games: [GameSocketClient, GameSocketClient, GameSocketClient];
}> {
  const lobbies: [LobbyClient, LobbyClient, LobbyClient] = [
    await lobbyClient(test, owner),
    await lobbyClient(test, other),
    await lobbyClient(test, watcher),
  ];
  const gameId = await readyGame(lobbies[0], owner.username, lobbies[1], preconId);
  const watching = await lobbies[2].request('watchgame', gameId);
  if (!watching.success) throw new Error(`watchgame failed: ${watching.message}`);
  await startReadyGame(lobbies[0], gameId);
  const games: [GameSocketClient, GameSocketClient, GameSocketClient] = [
    await gameSocketOf(lobbies[0], gameId),
    await gameSocketOf(lobbies[1], gameId),
    await gameSocketOf(lobbies[2], gameId),
  ];
  return { gameId, lobbies, games };
}

/**
 * Polls of the calling describe wait up to 10 s: on a loaded machine an event between lobby
 * and node can take seconds (each poll still ends as soon as it passes).
 */
export function patientPolls(): void {
  beforeAll(() => vi.setConfig({ expect: { poll: { timeout: 10_000 } } }));
  afterAll(() => vi.resetConfig());
}

/** A test server with the shared card catalogue imported, ready to start games. */
export async function gameTestServer(
  kind: DatabaseKind = 'pglite',
  env: Record<string, string> = {},
): Promise<TestServer> {
  const test = await startTestServer(kind, env);
  await importCatalogue(importDeps(test, { ashesDataDir: SHARED_DATA_DIR }));
  return test;
}
