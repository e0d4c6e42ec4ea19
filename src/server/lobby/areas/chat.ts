import { broadcast } from '../broadcaster';
import type { LobbyHandlers } from '../handler-table';
import { Refusal, requirePermission, requireUser, TEXTS } from '../refusal';

/**
 * Lobby chat: a line goes to everyone who has not blocked its sender; moderators delete lines.
 * What a connection is sent of the recent chat on arrival is `sendChat` in broadcaster.ts.
 */
export const chatHandlers: Pick<LobbyHandlers, 'chat' | 'removemessage'> = {
  chat: async (lobby, connection, message) => {
    const user = requireUser(connection, TEXTS.loginToChat, 'nochat');
    const line = await lobby.chatStore.add(
      { username: user.username, role: user.role, faveColor: user.faveColor },
      message.text,
    );
    const blockers: string[] = [];
    for (const other of lobby.connections.values()) {
      if (lobby.hidesSender(other.user, user.username)) blockers.push(other.socket.id);
    }
    broadcast(lobby, 'lobbychat', line, blockers);
    return {};
  },
  removemessage: async (lobby, connection, message) => {
    const moderator = requirePermission(connection, 'canModerateChat');
    const { messageId } = message;
    const id = Number(messageId);
    if (!Number.isInteger(id) || !(await lobby.chatStore.markDeleted(id, moderator.username))) {
      throw new Refusal('No such message');
    }
    broadcast(lobby, 'removemessage', { messageId, deletedBy: moderator.username });
    return {};
  },
};
