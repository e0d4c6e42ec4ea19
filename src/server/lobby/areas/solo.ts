import { publishGame, sendGameState } from '../broadcaster';
import type { LobbyHandler, LobbyHandlers } from '../handler-table';
import { isSupporter } from '../lobby-user';
import { Refusal, requireUser, TEXTS } from '../refusal';

/** A pending solo game's difficulty (level) and stage, which its supporter owner sets. */
const setSolo: LobbyHandler<'setsololevel' | 'setsolostage'> = (lobby, connection, message) => {
  const user = requireUser(connection, TEXTS.unauthorised);
  const game = lobby.findGame(message.gameId);
  if (!game.solo || game.started) throw new Refusal('Only a pending solo game has a difficulty');
  if (game.owner.id !== user.id) throw new Refusal('Only the owner of the game can change it');
  if (!isSupporter(user)) throw new Refusal('Difficulty and stage are for supporters');
  if (message.type === 'setsololevel') game.soloLevel = message.level;
  else game.soloStage = message.stage;
  publishGame(lobby, game);
  sendGameState(lobby, game);
  return {};
};

export const soloHandlers: Pick<LobbyHandlers, 'setsololevel' | 'setsolostage'> = {
  setsololevel: setSolo,
  setsolostage: setSolo,
};
