import { useLobbyStore } from '../../stores/lobby';
import type { JoinType } from '../../stores/lobby';
import { lobbyConnection } from '../../socket/lobby-socket';
import type { LobbyGame } from '../../../protocol/lobby';
import type { NewGameDetails } from '../../../protocol/lobby-newgame';
import { GAME_PAGE_SIZE } from '../../../protocol/lobby-pages';
import type { LobbyAck } from '../../../protocol/lobby-server';
import type { NewGameType, SoloStage } from '../../../protocol/lobby';

/** What the lobby page does, through the lobby socket and the lobby store. */
export const lobbyActions = {
  startNewGame(newGameType: NewGameType): void {
    useLobbyStore.setState({ newGame: true, newGameType, gameError: null });
  },
  cancelNewGame(): void {
    useLobbyStore.setState({ newGame: false, newGameType: null });
  },
  createGame(details: NewGameDetails): Promise<LobbyAck> {
    useLobbyStore.setState({ gameError: null });
    return lobbyConnection.send({ type: 'newgame', details });
  },
  /** Join or watch; a password-protected game first opens the password prompt. */
  enter(game: LobbyGame, joinType: JoinType, password?: string): Promise<LobbyAck> | null {
    if (game.needsPassword && password === undefined) {
      useLobbyStore.setState({
        passwordGame: game,
        passwordJoinType: joinType,
        passwordError: null,
      });
      return null;
    }
    useLobbyStore.setState({ passwordError: null, gameError: null });
    return lobbyConnection.send({
      type: joinType === 'Join' ? 'joingame' : 'watchgame',
      gameId: game.id,
      password: password ?? null,
    });
  },
  cancelPasswordPrompt(): void {
    useLobbyStore.setState({ passwordGame: null, passwordJoinType: null, passwordError: null });
  },
  /** Show more: the next page of the game list; loading until it comes (or is refused). */
  async showMoreGames(): Promise<LobbyAck> {
    useLobbyStore.setState({ loadingGames: true });
    const answer = await lobbyConnection.send({ type: 'moregames', count: GAME_PAGE_SIZE });
    useLobbyStore.setState({ loadingGames: false });
    return answer;
  },
  leaveGame(gameId: string): Promise<LobbyAck> {
    useLobbyStore.setState({ gameError: null, startRequested: false });
    return lobbyConnection.send({ type: 'leavegame', gameId });
  },
  /** Ends the practice game in progress and starts it again (the lobby hands the new one off). */
  restartPractice(gameId: string): Promise<LobbyAck> {
    useLobbyStore.setState({ gameError: null });
    return lobbyConnection.send({ type: 'restartpractice', gameId });
  },
  startGame(gameId: string): Promise<LobbyAck> {
    useLobbyStore.setState({ startRequested: true, gameError: null });
    return lobbyConnection.send({ type: 'startgame', gameId });
  },
  selectDeck(
    gameId: string,
    isOwn: boolean,
    deckId: number,
    isPrecon: boolean,
    typeIndex: number,
  ): Promise<LobbyAck> {
    useLobbyStore.setState({ gameError: null });
    return lobbyConnection.send({ type: 'selectdeck', gameId, isOwn, deckId, isPrecon, typeIndex });
  },
  /** The deck for an agreed rematch; no choice keeps the deck of the finished game. */
  rematchDeck(
    gameId: string,
    choice: { deckId: number; isPrecon: boolean; typeIndex: number } | null,
  ): Promise<LobbyAck> {
    const deck = choice ?? { deckId: null, isPrecon: false, typeIndex: null };
    return lobbyConnection.send({ type: 'rematchdeck', gameId, ...deck });
  },
  setSoloLevel(gameId: string, level: 'S' | 'H'): Promise<LobbyAck> {
    return lobbyConnection.send({ type: 'setsololevel', gameId, level });
  },
  setSoloStage(gameId: string, stage: SoloStage): Promise<LobbyAck> {
    return lobbyConnection.send({ type: 'setsolostage', gameId, stage });
  },
  removeGame(gameId: string): Promise<LobbyAck> {
    return lobbyConnection.send({ type: 'removegame', gameId });
  },
  chat(text: string): Promise<LobbyAck> {
    return lobbyConnection.send({ type: 'chat', text });
  },
  removeMessage(messageId: string): Promise<LobbyAck> {
    return lobbyConnection.send({ type: 'removemessage', messageId });
  },
};
