import { io as connect } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { and, eq } from 'drizzle-orm';
import type { LobbyAck } from '../../src/protocol/lobby-server';
import { preconDecks, users } from '../../src/server/db/schema';
import type { TestServer } from './server';

/*
 * Lobby users and lobby socket clients for tests and the fuzz harness (no test runner needed:
 * the harness runs under plain tsx too).
 */

export interface LobbyTestUser {
  id: number;
  username: string;
  token: string;
}

let counter = 0;

/** A user straight in the database, with an access token signed by the server. */
export async function createLobbyUser(
  test: TestServer,
  name: string,
  fields: { permissions?: Record<string, boolean>; blockList?: string[]; patreon?: string } = {},
): Promise<LobbyTestUser> {
  counter += 1;
  const [row] = await test.server.ctx.database.db
    .insert(users)
    .values({
      username: name,
      email: `${name.toLowerCase()}${counter}@example.test`,
      passwordHash: 'not-a-real-hash',
      permissions: fields.permissions ?? {},
      blockList: fields.blockList ?? [],
      patreon: fields.patreon ?? null,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user not created');
  const token = await test.server.ctx.signer.signAccess({ userId: row.id, username: name });
  return { id: row.id, username: name, token };
}

/** A lobby client that records every event it receives. */
export class LobbyClient {
  readonly socket: Socket;
  readonly events: { event: string; payload: unknown }[] = [];

  /** `query`: the handshake's, e.g. `{ gamepages: '1' }` for the game list in pages. */
  constructor(url: string, query: Record<string, string> = {}) {
    this.socket = connect(url, {
      query,
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    this.socket.onAny((event: string, payload: unknown) => this.events.push({ event, payload }));
  }

  connected(): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.socket.connected) return resolve();
      this.socket.once('connect', () => resolve());
      this.socket.once('connect_error', reject);
    });
  }

  /** Emits and waits for the acknowledgement. */
  request(event: string, ...args: unknown[]): Promise<LobbyAck> {
    return new Promise((resolve) => {
      this.socket.emit(event, ...args, (answer: LobbyAck) => resolve(answer));
    });
  }

  last<T>(event: string): T | undefined {
    const found = [...this.events].reverse().find((e) => e.event === event);
    return found?.payload as T | undefined;
  }

  count(event: string): number {
    return this.events.filter((e) => e.event === event).length;
  }

  close(): void {
    this.socket.close();
  }
}

export async function lobbyClient(
  test: TestServer,
  user?: LobbyTestUser,
  query: Record<string, string> = {},
): Promise<LobbyClient> {
  const client = new LobbyClient(test.url, query);
  await client.connected();
  if (user) {
    const ack = await client.request('authenticate', { token: user.token });
    if (!ack.success) throw new Error(`authenticate failed: ${ack.message}`);
  }
  return client;
}

/**
 * The id of a precon deck of a collection (standalone for players, chimera for the Chimera),
 * the one of this name when given; a supporters' (premium) deck only when asked for.
 */
export async function preconDeckId(
  test: TestServer,
  collection: string,
  name?: string,
  premium = false,
): Promise<number> {
  const [row] = await test.server.ctx.database.db
    .select({ id: preconDecks.id })
    .from(preconDecks)
    .where(
      and(
        eq(preconDecks.collection, collection),
        eq(preconDecks.premium, premium),
        eq(preconDecks.restricted, false),
        ...(name === undefined ? [] : [eq(preconDecks.name, name)]),
      ),
    );
  if (!row) throw new Error(`the catalogue has no ${collection} precon`);
  return row.id;
}

/**
 * A test-only Chimera precon whose deck holds a card the engine has no script for: a copy of
 * the named precon with `unscripted` added (the real boss decks are all automated, so the
 * lobby's refusal of an unplayable Chimera deck needs one made up). Its id, as `preconDeckId`.
 */
export async function unscriptedChimeraDeckId(
  test: TestServer,
  copyOf: string,
  unscripted: string,
): Promise<number> {
  const db = test.server.ctx.database.db;
  const [row] = await db
    .select()
    .from(preconDecks)
    .where(and(eq(preconDecks.collection, 'chimera'), eq(preconDecks.name, copyOf)));
  if (!row) throw new Error(`the catalogue has no chimera precon ${copyOf}`);
  const name = `${copyOf} (unscripted test copy)`;
  const preconId = row.preconId + 10_000;
  const data = {
    ...row.data,
    preconId,
    name,
    cards: [...row.data.cards, { id: unscripted, count: 1 }],
  };
  const [copy] = await db
    .insert(preconDecks)
    .values({ ...row, id: undefined, preconId, name, data })
    .returning({ id: preconDecks.id });
  if (!copy) throw new Error('test precon not created');
  return copy.id;
}
