import type { ClientUser } from '../../protocol/user';

/** A signed-in user as the server describes one, for tests; `overrides` set what a test needs. */
export function testClientUser(overrides: Partial<ClientUser> = {}): ClientUser {
  return {
    id: 1,
    username: 'alice',
    email: 'alice@example.test',
    avatar: null,
    permissions: {},
    settings: {},
    rankedGamesPlayed: 0,
    eloRating: 1500,
    patreon: null,
    gamesPlayed: 0,
    role: 'user',
    faveColor: null,
    blockList: [],
    altArts: {},
    ...overrides,
  };
}
