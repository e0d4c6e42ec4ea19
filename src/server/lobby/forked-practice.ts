import type { PracticeOpponent } from '../../protocol/lobby';
import { defaultNewGame } from '../../protocol/lobby-newgame';
import { launchGame } from './game-launch';
import { LobbyGameRecord } from './lobby-game';
import type { LobbyState } from './lobby-state';
import { isSupporter, loadLobbyIdentity } from './lobby-user';
import { practiceDetails } from './practice';
import { Refusal, TEXTS } from './refusal';

/**
 * "Play from here": a practice game that starts from a replay step rather than from two decks.
 * It is made and started at once (nothing to choose: the table is the replay's), hosted like
 * any practice game, and handed off to its player through the lobby socket.
 */
export interface ForkedPractice {
  userId: number;
  opponent: PracticeOpponent;
  /** The game's name in the lobby's list and the results. */
  name: string;
  /** The state it starts from (the engine's ForkedSetup), made by the replay service. */
  fork: unknown;
}

/** Starts the forked practice game; answers its id, or throws a Refusal. */
export async function startForkedPractice(
  lobby: LobbyState,
  practice: ForkedPractice,
): Promise<string> {
  const user = await loadLobbyIdentity(lobby.ctx.database.db, practice.userId);
  if (!user) throw new Refusal(TEXTS.unauthorised);
  if (lobby.gameOf(user.id)) throw new Refusal(TEXTS.alreadyInGame);
  const details = practiceDetails(
    {
      ...defaultNewGame(user.username, 'practice'),
      name: practice.name,
      practiceOpponent: practice.opponent,
    },
    isSupporter(user),
  );
  const game = new LobbyGameRecord(details, user);
  lobby.games.set(game.id, game);
  try {
    await launchGame(lobby, game, user, practice.fork);
  } catch (error) {
    // Nobody chose anything for it: a game that did not start is not left pending.
    lobby.games.delete(game.id);
    throw error;
  }
  return game.id;
}
