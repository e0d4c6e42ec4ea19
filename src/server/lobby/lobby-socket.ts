import type { Server as SocketServer, Socket } from 'socket.io';
import { LOBBY_CLIENT_MESSAGE_TYPES, parseLobbyClientMessage } from '../../protocol/lobby-client';
import type { LobbyAck } from '../../protocol/lobby-server';
import type { Logger } from '../logger';
import { Refusal } from './lobby-service';
import type { Connection, LobbyService } from './lobby-service';

type Ack = (answer: LobbyAck) => void;

function takeAck(args: unknown[]): Ack | null {
  const last = args.at(-1);
  if (typeof last !== 'function') return null;
  args.pop();
  return (answer) => {
    (last as Ack)(answer);
  };
}

/**
 * Wires the lobby socket: each client message is parsed, handled in arrival order per
 * connection, and answered through its acknowledgement when one is given. A refusal goes
 * back as the message's error event; nothing a client sends can throw through.
 */
export function attachLobbySocket(io: SocketServer, lobby: LobbyService, logger: Logger): void {
  io.on('connection', (socket: Socket) => {
    const connection = lobby.connect(socket);
    let queue: Promise<void> = Promise.resolve();

    for (const event of LOBBY_CLIENT_MESSAGE_TYPES) {
      socket.on(event, (...args: unknown[]) => {
        const ack = takeAck(args);
        queue = queue.then(() => handle(connection, event, args, ack));
      });
    }

    const token = socket.handshake.auth.token ?? socket.handshake.query.token;
    if (typeof token === 'string' && token.length > 0) {
      queue = queue.then(() => handle(connection, 'authenticate', [token], null));
    }

    socket.on('disconnect', () => {
      queue = queue.then(() => lobby.disconnect(connection));
    });
  });

  async function handle(
    connection: Connection,
    event: string,
    args: unknown[],
    ack: Ack | null,
  ): Promise<void> {
    const parsed = parseLobbyClientMessage(event, args);
    if (!parsed.ok) {
      refuse(
        connection,
        event === 'chat' ? 'nochat' : event === 'authenticate' ? 'authfailed' : 'gameerror',
        parsed.error,
        ack,
      );
      return;
    }
    try {
      const data = await lobby.handle(connection, parsed.message);
      ack?.({ success: true, ...data });
    } catch (error) {
      if (error instanceof Refusal) {
        refuse(connection, error.event, error.message, ack);
        return;
      }
      logger.error({ err: error, event }, 'A lobby message failed');
      refuse(connection, 'gameerror', 'An error occurred, please try again', ack);
    }
  }

  function refuse(
    connection: Connection,
    event: Refusal['event'],
    message: string,
    ack: Ack | null,
  ) {
    connection.socket.emit(event, message);
    ack?.({ success: false, message });
  }
}
