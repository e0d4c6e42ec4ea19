import { GAME_PAGE_EVENT } from '../../../protocol/lobby-pages';
import { emit } from '../broadcaster';
import { nextPage } from '../game-pages';
import type { LobbyHandlers } from '../handler-table';
import { Refusal, TEXTS } from '../refusal';

/**
 * The game list in pages (game-pages.ts): a connection that asked for pages as it connected
 * gets the next page of the games it was not sent when it asks (the lobby's Show more).
 */
export const gameListHandlers: Pick<LobbyHandlers, 'moregames'> = {
  moregames: (lobby, connection, message) => {
    const sent = connection.pagedGames;
    if (!sent) throw new Refusal(TEXTS.notPaged);
    const page = nextPage(lobby.listing, connection.user, sent, message.count, false);
    emit(connection, GAME_PAGE_EVENT, page);
    return { remaining: page.remaining };
  },
};
