import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, WebSocketRoute } from 'playwright-core';
import type { Login } from './accounts';
import { registerAndLogin, signedInPage } from './accounts';
import { startPreconGame } from './board-play';
import { serverAndBrowserPerSuite } from './harness';

/**
 * What the app hands the board of a real game started through the lobby: the profile's view
 * settings and background, the game node's refusals, a board that survives the game
 * connection coming back, view settings kept across a reload, and a single leavegame.
 */

declare global {
  interface Window {
    /** The scene before the game connection dropped, to compare with the one after. */
    __sceneBefore?: unknown;
  }
}

/** Saves profile settings through the real account API; the login then carries them. */
async function saveProfileSettings(
  baseUrl: string,
  login: Login,
  settings: Record<string, unknown>,
): Promise<Login> {
  const { username } = login.user;
  const response = await fetch(`${baseUrl}/api/account/${username}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${login.token}` },
    body: JSON.stringify({
      data: { username, email: `${username}@example.test`, password: null, avatar: null, settings },
    }),
  });
  const json: unknown = await response.json();
  if (!response.ok || typeof json !== 'object' || json === null || !('user' in json)) {
    throw new Error(`profile save of ${username}: ${response.status} ${JSON.stringify(json)}`);
  }
  const user = json.user;
  if (typeof user !== 'object' || user === null) throw new Error('profile save gave no user');
  return { ...login, user: { ...user, username } };
}

/** A game node's socket.io path ends in /socket.io/ after the node's name; the lobby's does not. */
function isGameSocket(url: URL): boolean {
  return url.pathname.endsWith('/socket.io/') && url.pathname !== '/socket.io/';
}

function viewSettings(page: Page) {
  return page.evaluate(() => window.__ashtableBoard?.store.getState().viewSettings ?? null);
}

function clockTexts(page: Page): Promise<string[]> {
  return page.getByTestId('game-clock').allTextContents();
}

describe('a live game mounted on the board by the app', () => {
  const stage = serverAndBrowserPerSuite();
  let alice: Page;
  let bob: Page;
  /** alice's game connections (each reconnect is a new one) and the leavegame frames sent. */
  const gameSockets: WebSocketRoute[] = [];
  let leavegameFrames = 0;

  beforeAll(async () => {
    const { server, browser } = stage;
    const aliceLogin = await saveProfileSettings(
      server.url,
      await registerAndLogin(server.url, 'alice'),
      { cardSize: 'large', optionSettings: { leftMode: false } },
    );
    alice = await signedInPage(browser, server.url, aliceLogin);
    bob = await signedInPage(browser, server.url, await registerAndLogin(server.url, 'bob'));
    // alice's game connection goes through the test: it can be dropped, and what she sends
    // on it is counted.
    await alice.routeWebSocket(isGameSocket, (socket) => {
      gameSockets.push(socket);
      const node = socket.connectToServer();
      socket.onMessage((message) => {
        if (String(message).includes('"leavegame"')) leavegameFrames += 1;
        node.send(message);
      });
    });
    // Routing starts with the next page load.
    await alice.reload();
  });

  it("starts the board with the profile's view settings and the default background", async () => {
    await startPreconGame(alice, bob, "alice's game", (form) =>
      form.getByLabel('Use a time limit').check(),
    );
    expect(await viewSettings(alice)).toEqual({
      cardSize: 'large',
      leftMode: false,
      compactLayout: true,
    });
    expect(await viewSettings(bob)).toEqual({
      cardSize: 'normal',
      leftMode: true,
      compactLayout: true,
    });
    for (const page of [alice, bob]) {
      await expect
        .poll(() => page.getByTestId('game-board').getAttribute('data-background'))
        .toBe('/img/bgs/ashesreborn.png');
    }
  });

  it("shows the game node's refusal of a manual command typed in the chat", async () => {
    const input = alice.getByLabel('Chat message');
    await input.fill('/draw 1');
    await input.press('Enter');
    await alice.getByText('Turn on manual mode to use manual commands').waitFor();
  });

  it('keeps its scene and a ticking clock when the game connection comes back', async () => {
    await alice.evaluate(() => {
      window.__sceneBefore = window.__ashtableBoard?.scene;
    });
    const connection = alice.getByTestId('game-connection');
    await gameSockets.at(-1)?.close();
    await expect.poll(() => gameSockets.length, { timeout: 20_000 }).toBe(2);
    await expect.poll(() => connection.getAttribute('data-connected')).toBe('true');
    const sameScene = await alice.evaluate(
      () =>
        window.__sceneBefore !== undefined &&
        window.__ashtableBoard?.scene === window.__sceneBefore,
    );
    expect(sameScene).toBe(true);
    const before = await clockTexts(alice);
    expect(before.length).toBeGreaterThan(0);
    await expect.poll(() => clockTexts(alice), { timeout: 5000 }).not.toEqual(before);
  });

  it('keeps a card size chosen on the board after a reload', async () => {
    await alice.getByRole('button', { name: 'Game menu' }).click();
    const saved = alice.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith('/api/account/alice'),
    );
    await alice.getByRole('menuitem', { name: 'Larger cards' }).click();
    expect((await saved).ok()).toBe(true);
    await alice.keyboard.press('Escape');
    await alice.reload();
    await alice.getByTestId('game-board').waitFor({ timeout: 60_000 });
    await expect.poll(() => viewSettings(alice)).toMatchObject({ cardSize: 'x-large' });
  });

  it('sends leavegame once when the player leaves', async () => {
    await alice.getByRole('button', { name: 'Concede' }).click();
    await alice.getByRole('button', { name: 'Ok' }).click();
    await alice.getByRole('button', { name: 'Leave Game' }).click();
    await alice.getByTestId('game-board').waitFor({ state: 'detached' });
    // Anything sent twice would follow at once; give it a moment to show up.
    await alice.waitForTimeout(1000);
    expect(leavegameFrames).toBe(1);
  });
});
