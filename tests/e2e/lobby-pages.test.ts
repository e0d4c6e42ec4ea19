import { io as connect } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { defaultNewGame } from '../../src/protocol/lobby-newgame';
import { GAME_PAGE_SIZE } from '../../src/protocol/lobby-pages';
import type { LobbyAck } from '../../src/protocol/lobby-server';
import { NO_GAMES_TEXT } from '../../src/app/pages/lobby/GameList';
import { registerAndLogin, signedInPage } from './accounts';
import { screenshot, serverAndBrowserPerSuite } from './harness';

/** Three games more than the first page holds. */
const GAMES = GAME_PAGE_SIZE + 3;

/** A lobby socket signed in as `token` that creates a game and stays (so the game stays). */
async function gameOwner(url: string, token: string, name: string): Promise<Socket> {
  const socket = connect(url, { auth: { token }, transports: ['websocket'], forceNew: true });
  const made = await new Promise<LobbyAck>((done) =>
    socket.emit('newgame', { ...defaultNewGame(name, 'pvp'), name: `${name}'s game` }, done),
  );
  if (!made.success) throw new Error(`newgame failed: ${made.message}`);
  return socket;
}

/** The app's lobby gets the game list in pages: Show more loads the rest. */
describe('lobby: the game list in pages', () => {
  // Every owner registers and logs in from this one address.
  const stage = serverAndBrowserPerSuite({ AUTH_RATE_LIMIT: '1000' });

  it('shows the first page, then the rest after Show more, from the keyboard', async () => {
    const { server, browser } = stage;
    const empty = await signedInPage(browser, server.url, null);
    await empty.getByText(NO_GAMES_TEXT).waitFor();
    expect(await empty.getByRole('button', { name: /^Show more/ }).count()).toBe(0);
    await empty.context().close();

    const owners: Socket[] = [];
    try {
      const logins = await Promise.all(
        Array.from({ length: GAMES }, (_, i) => registerAndLogin(server.url, `owner${i}`)),
      );
      // One after the other, so the games are made oldest first.
      for (const [i, login] of logins.entries()) {
        owners.push(await gameOwner(server.url, login.token, `owner${i}`));
      }
      const page = await signedInPage(browser, server.url, null);
      const rows = page.getByTestId('game-row');
      const more = page.getByRole('button', { name: 'Show more (3)' });
      await more.waitFor();
      expect(await rows.count()).toBe(GAME_PAGE_SIZE);
      // The newest first: the three oldest wait for Show more.
      expect(await rows.filter({ hasText: "owner0's game" }).count()).toBe(0);
      await more.focus();
      await page.keyboard.press('Enter');
      await rows.filter({ hasText: "owner0's game" }).waitFor();
      expect(await rows.count()).toBe(GAMES);
      expect(await page.getByRole('button', { name: /^Show more/ }).count()).toBe(0);
      await screenshot(page, 'lobby-pages');
    } finally {
      for (const socket of owners) socket.close();
    }
    // Thirty-odd accounts are registered (each password hashed) before the page opens.
  }, 300_000);
});
