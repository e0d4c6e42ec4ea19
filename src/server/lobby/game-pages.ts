import type { GamePage } from '../../protocol/lobby-pages';
import type { LobbyGameRecord } from './lobby-game';
import type { LobbyIdentity } from './lobby-user';

/**
 * The game list in pages for clients that asked (protocol/lobby-pages.ts): a connect costs a
 * page whatever the number of games, and the connection hears of changes only to the games
 * it was sent (and of new ones). Each page is the next games the connection was not sent, in
 * the order its user most needs them, so a game list that changed between two pages neither
 * repeats nor skips a game.
 */

/** What a page is made from: the listed games and who may see them. */
export interface PageSource {
  readonly games: ReadonlyMap<string, LobbyGameRecord>;
  isListed(gameId: string): boolean;
  canSee(viewer: LobbyIdentity | null, game: LobbyGameRecord): boolean;
}

/** 0: the viewer plays or watches it; 1: a pending game they could sit down in; 2: the rest. */
function need(viewer: LobbyIdentity | null, game: LobbyGameRecord): number {
  if (viewer && (game.isPlayer(viewer.id) || game.isSpectator(viewer.id))) return 0;
  if (!game.started && !game.full && !game.solo) return 1;
  return 2;
}

/** The games a viewer needs first come first; within each kind, the newest first. */
function byNeed(viewer: LobbyIdentity | null): (a: LobbyGameRecord, b: LobbyGameRecord) => number {
  return (a, b) =>
    need(viewer, a) - need(viewer, b) || b.createdAt.getTime() - a.createdAt.getTime();
}

/**
 * The next `count` games for a connection that was sent the games of `sent` (which the page
 * joins); a first page starts over, as the client replaces its list with it.
 */
export function nextPage(
  source: PageSource,
  viewer: LobbyIdentity | null,
  sent: Set<string>,
  count: number,
  first: boolean,
): GamePage {
  if (first) sent.clear();
  const unsent: LobbyGameRecord[] = [];
  for (const game of source.games.values()) {
    if (source.isListed(game.id) && !sent.has(game.id) && source.canSee(viewer, game)) {
      unsent.push(game);
    }
  }
  // Newest first among games of one kind made in the same millisecond too (the sort is stable).
  const page = unsent.reverse().sort(byNeed(viewer)).slice(0, count);
  for (const game of page) sent.add(game.id);
  return {
    games: page.map((game) => game.summary()),
    first,
    remaining: unsent.length - page.length,
    signedIn: viewer !== null,
  };
}
