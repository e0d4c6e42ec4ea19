import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientUser, Permissions } from '../../protocol/user';
import '../i18n';
import type * as AuthModule from '../stores/auth';
import type { AuthState } from '../stores/auth';
import type * as LobbyModule from '../stores/lobby';
import type { LobbyState, ShellGame } from '../stores/lobby';
import { Layout } from './Layout';
import { InGameItems, matchup } from './LobbyIndicators';
import { ADMIN_ITEMS, NavBar, adminItemsFor } from './NavBar';

/**
 * Server rendering reads a zustand store's initial state only, so the hooks are replaced by
 * ones that read what each test sets here.
 */
const current = vi.hoisted(() => ({
  user: null as ClientUser | null,
  currentGame: null as ShellGame | null,
}));

vi.mock('../stores/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof AuthModule>();
  return {
    ...actual,
    useAuthStore: <T,>(select: (state: AuthState) => T): T =>
      select({ ...actual.useAuthStore.getState(), user: current.user }),
  };
});

vi.mock('../stores/lobby', async (importOriginal) => {
  const actual = await importOriginal<typeof LobbyModule>();
  return {
    ...actual,
    useLobbyStore: <T,>(select: (state: LobbyState) => T): T =>
      select({ ...actual.useLobbyStore.getState(), currentGame: current.currentGame }),
  };
});

function user(permissions: Permissions = {}): ClientUser {
  return {
    id: 1,
    username: 'ember',
    email: 'ember@example.com',
    avatar: 'ember-avatar',
    permissions,
    settings: {},
    rankedGamesPlayed: 0,
    eloRating: 1500,
    patreon: null,
    gamesPlayed: 3,
    role: 'user',
    faveColor: null,
    blockList: [],
    altArts: {},
  };
}

function game(started: boolean, players: string[]): ShellGame {
  return {
    id: 'g1',
    name: 'Test game',
    started,
    players: Object.fromEntries(players.map((name) => [name, { name }])),
    spectators: [{ name: 'watcher' }],
    winner: null,
  };
}

function render(path = '/', element = <NavBar />): string {
  return renderToString(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);
}

/** The visible text of rendered markup, tags removed. */
function text(html: string): string {
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe('navigation bar', () => {
  afterEach(() => {
    current.user = null;
    current.currentGame = null;
  });

  it('offers Play, Cards, Help, Login and Register to anonymous visitors', () => {
    const shown = text(render());
    for (const label of ['Ashtable', 'Play', 'Cards', 'Help', 'Login', 'Register']) {
      expect(shown).toContain(` ${label} `);
    }
    for (const label of ['Decks', 'Results', 'Admin', 'Logout']) {
      expect(shown).not.toContain(` ${label} `);
    }
    expect(render()).toContain('href="https://www.patreon.com/" target="_blank"');
  });

  it('adds Decks, Results and the profile menu for a signed-in user, without Login', () => {
    current.user = user();
    const html = render();
    const shown = text(html);
    expect(shown).toContain(' Decks ');
    expect(shown).toContain(' Results ');
    expect(shown).toContain(' ember ');
    expect(shown).not.toContain(' Login ');
    expect(shown).not.toContain(' Admin ');
    expect(html).toContain('/img/avatar/ember-avatar.png');
  });

  it('shows the Admin menu with the entries the user holds a permission for', () => {
    expect(adminItemsFor(user({ canManageTournaments: true })).map((i) => i.label)).toEqual([
      'User alts',
      'Tagged games',
    ]);
    expect(adminItemsFor(user({ canManageUsers: true, canManageBanlist: true }))).toEqual([
      ADMIN_ITEMS[0],
      ADMIN_ITEMS[3],
    ]);
    expect(adminItemsFor(null)).toEqual([]);
    current.user = user({ canManageNodes: true });
    expect(text(render())).toContain(' Admin ');
  });

  it('hides the games count from a player of the current game', () => {
    current.user = user();
    expect(render()).toContain('data-testid="games-count"');
    current.currentGame = game(false, ['ember']);
    expect(render()).not.toContain('data-testid="games-count"');
    current.currentGame = game(false, ['someone']);
    expect(render()).toContain('data-testid="games-count"');
  });

  it('lists games as "player vs player" with ?? for a missing opponent', () => {
    expect(matchup(game(false, ['ember']))).toBe('ember vs ??');
    expect(matchup(game(true, ['ember', 'ash']))).toBe('ember vs ash');
  });

  it('is hidden by the layout while a game is started', () => {
    const page = <Layout>content</Layout>;
    expect(render('/', page)).toContain('aria-label="Main"');
    current.currentGame = game(true, ['ember', 'ash']);
    const html = render('/', page);
    expect(html).not.toContain('aria-label="Main"');
    expect(html).toContain('content');
  });

  it('offers Concede only to players, and Leave Game and the spectator count to everyone', () => {
    current.currentGame = game(true, ['ember', 'ash']);
    current.user = user();
    const asPlayer = text(render('/', <InGameItems />));
    expect(asPlayer).toContain(' Concede ');
    expect(asPlayer).toContain(' Leave Game ');
    expect(render('/', <InGameItems />)).toContain('data-testid="spectator-count"');
    current.user = { ...user(), username: 'watcher' };
    const asSpectator = text(render('/', <InGameItems />));
    expect(asSpectator).not.toContain(' Concede ');
    expect(asSpectator).toContain(' Leave Game ');
    current.currentGame = game(false, ['ember']);
    expect(text(render('/', <InGameItems />)).trim()).toBe('');
  });
});
