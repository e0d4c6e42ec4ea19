import { bootstrap } from '../bootstrap';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { startGameNode } from '../gamenodes/dedicated-node';
import { redactRedisUrl } from '../redis';
import { runMain } from '../serve';
import { VERSION } from '../version';

/**
 * `npm run gamenode`: a dedicated game node (REDIS_URL required). It reads the card
 * catalogue from the database (DATABASE_URL), serves the game socket on GAMENODE_PORT at
 * /{GAMENODE_NAME}/socket.io and registers with the lobbies over Redis.
 */
async function main(): Promise<void> {
  // Said before the database is opened, so that the mistake is reported at once.
  if (!loadConfig().redisUrl) {
    createLogger(process.env.LOG_LEVEL ?? 'info').error(
      'A game node needs REDIS_URL to reach the lobby. Without Redis, `npm start` hosts games in its own process.',
    );
    process.exit(1);
  }
  const { config, logger, database } = await bootstrap();
  const redisUrl = config.redisUrl ?? '';
  if (!config.databaseUrl) {
    logger.warn(
      'DATABASE_URL is unset: the node reads the card catalogue from its own PGlite database in DATA_DIR, not the lobby’s',
    );
  }
  const node = await startGameNode({ config, database, logger, version: VERSION });
  logger.info(
    {
      node: node.name,
      port: node.port,
      address: config.gameNode.address,
      redis: redactRedisUrl(redisUrl),
    },
    `Game node ${node.name} is listening on port ${node.port} and registered with the lobby`,
  );
  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'Shutting down');
    await node.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

runMain(main);
