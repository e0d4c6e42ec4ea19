/**
 * The lobby's game list in pages, for clients that ask (the app's own): the spec's `games`
 * message is the whole list and replaces the client's, so a client written to the specs gets
 * it whole on every connect. A client that asks with the handshake query (or auth field)
 * `gamepages=1` gets one `gamepage` instead (the games its user most needs first: their own,
 * then pending games they could join, then the newest), then only changes of the games it
 * was sent (`newgame`, `updategame`, `removegame`), and asks for the next page with
 * `moregames` (lobby-client.ts).
 */
import { handshakeAsks } from './handshake';
import type { LobbyGame } from './lobby';

export const GAME_PAGES_QUERY = 'gamepages';
export const GAME_PAGE_EVENT = 'gamepage';
/** Games in a page unless the client asks for another number. */
export const GAME_PAGE_SIZE = 30;
/** The most games one `moregames` may ask for. */
export const MAX_GAME_PAGE_SIZE = 100;

export interface GamePage {
  games: LobbyGame[];
  /** The first page (on connect, or after the user changed): it replaces the client's list. */
  first: boolean;
  /** Listed games the client may see and was not sent yet, as this page was made. */
  remaining: number;
  /**
   * Made for a signed-in user: a first page then holds their own game if it is listed, so a
   * current game missing from it is gone (an anonymous first page only says so when whole).
   */
  signedIn: boolean;
}

/** Whether a lobby socket's handshake asked for the game list in pages. */
export function wantsGamePages(query: unknown, auth: unknown): boolean {
  return handshakeAsks(GAME_PAGES_QUERY, query, auth);
}
