import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, WebSocketRoute } from 'playwright-core';
import { newPlayerPage } from './accounts';
import { act, startPreconGame } from './board-play';
import { serverAndBrowserPerSuite } from './harness';

/**
 * The app's game connection asks for patches: a game played through the board with a lost
 * patch and a dropped connection in the middle ends on exactly the view a fresh whole view
 * (a reload) shows.
 */

/** A game node's socket.io path ends in /socket.io/ after the node's name; the lobby's does not. */
function isGameSocket(url: URL): boolean {
  return url.pathname.endsWith('/socket.io/') && url.pathname !== '/socket.io/';
}

/** The board's whole view, log included. */
function storedView(page: Page): Promise<unknown> {
  return page.evaluate(() => window.__ashtableBoard?.store.getState().view ?? null);
}

async function sayInChat(page: Page, text: string): Promise<void> {
  const input = page.getByTestId('chat').getByPlaceholder('Chat...');
  await input.fill(text);
  await input.press('Enter');
}

async function play(pages: Page[], steps: number, from: number): Promise<void> {
  for (let step = from; step < from + steps; step += 1) {
    for (const page of pages) await act(page, step);
    await pages[0]?.waitForTimeout(150);
  }
}

describe('a game board fed by patches', () => {
  const stage = serverAndBrowserPerSuite();
  let alice: Page;
  let bob: Page;
  /** alice's game connections, what the node sent and she asked on them, and a patch to lose. */
  const gameSockets: WebSocketRoute[] = [];
  const received = { syncs: 0, patches: 0, lost: 0 };
  let resyncsAsked = 0;
  let losePatch = false;

  beforeAll(async () => {
    alice = await newPlayerPage(stage.browser, stage.server.url, 'alice');
    bob = await newPlayerPage(stage.browser, stage.server.url, 'bob');
    await alice.routeWebSocket(isGameSocket, (socket) => {
      gameSockets.push(socket);
      const node = socket.connectToServer();
      socket.onMessage((message) => {
        if (String(message).startsWith('42["resync"')) resyncsAsked += 1;
        node.send(message);
      });
      node.onMessage((message) => {
        const text = String(message);
        if (text.startsWith('42["gamesync"')) received.syncs += 1;
        if (text.startsWith('42["gamepatch"')) {
          received.patches += 1;
          if (losePatch) {
            losePatch = false;
            received.lost += 1;
            return;
          }
        }
        socket.send(message);
      });
    });
    // Routing starts with the next page load.
    await alice.reload();
  });

  it('ends identical to a fresh whole view after a lost patch and a reconnect', async () => {
    await startPreconGame(alice, bob, "alice's game");
    expect(received.syncs).toBe(1);
    await play([alice, bob], 8, 0);
    expect(received.patches).toBeGreaterThan(0);

    losePatch = true;
    await play([alice, bob], 8, 8);
    expect(received.lost).toBe(1);
    // The lost patch may have been the last of those moves (alice's stale board may offer her
    // nothing to do); bob's chat line brings alice a patch on a revision she never reached.
    await sayInChat(bob, 'still there?');
    await expect.poll(() => resyncsAsked).toBe(1);
    await expect.poll(() => received.syncs).toBe(2);

    await gameSockets.at(-1)?.close();
    await expect.poll(() => gameSockets.length, { timeout: 20_000 }).toBe(2);
    await expect
      .poll(() => alice.getByTestId('game-connection').getAttribute('data-connected'))
      .toBe('true');
    await expect.poll(() => received.syncs).toBe(3);
    await play([alice, bob], 8, 16);

    // Settled: nothing more is played, so a fresh whole view must show the same game.
    await alice.waitForTimeout(1000);
    const patched = await storedView(alice);
    expect(patched).not.toBeNull();
    await alice.reload();
    await alice.getByTestId('game-board').waitFor({ timeout: 60_000 });
    await expect.poll(() => received.syncs).toBe(4);
    await expect.poll(() => storedView(alice)).toEqual(patched);
  }, 400_000);
});
