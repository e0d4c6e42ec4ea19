import type { Connection } from './lobby-state';
import { can } from './lobby-user';
import type { LobbyIdentity } from './lobby-user';

/** Why a message was refused; `event` is the server message that carries the text. */
export class Refusal extends Error {
  constructor(
    message: string,
    readonly event: 'gameerror' | 'passworderror' | 'nochat' | 'authfailed' = 'gameerror',
  ) {
    super(message);
  }
}

export const TEXTS = {
  loginToCreate: 'Please log in to be able to start a new game',
  loginToJoin: 'Please login before trying to join a game',
  loginToWatch: 'Please login before trying to watch a game',
  loginToChat: 'You must be logged in to send lobby chat messages',
  wrongPassword: 'Incorrect game password',
  notFound: 'The game you tried to join was not found.',
  alreadyInGame: 'You are already in a game',
  notInGame: 'You are not a player in this game',
  noRematch: 'There is no agreed rematch for this game',
  rematchDeckChosen: 'You have already chosen your deck for the rematch',
  unauthorised: 'Unauthorized',
  authFailed: 'Authentication failed',
  nodeTimeout: 'The game node did not answer in time, please try to start the game again',
  nodeRefused: 'The game node could not start the game',
  notPaged: 'This connection gets the whole game list: ask for pages (gamepages=1) as it connects',
  chimeraNotPlayable:
    'This Chimera deck cannot be played yet: not all of its cards are automated here (The Corpse of Viros - Fury can be).',
} as const;

/** The signed-in user of a connection, or a refusal with `text` sent as `event`. */
export function requireUser(
  connection: Connection,
  text: string,
  event: Refusal['event'] = 'gameerror',
): LobbyIdentity {
  if (!connection.user) throw new Refusal(text, event);
  return connection.user;
}

/** The signed-in user of a connection if they hold `permission`, or a refusal. */
export function requirePermission(connection: Connection, permission: string): LobbyIdentity {
  const user = requireUser(connection, TEXTS.unauthorised);
  if (!can(user, permission)) throw new Refusal(TEXTS.unauthorised);
  return user;
}
