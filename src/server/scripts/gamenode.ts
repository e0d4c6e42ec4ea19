import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { connectRedis, redactRedisUrl } from '../redis';
import { runMain } from '../serve';

/**
 * `npm run gamenode`: for now only connects to the bus. Hosting games on separate nodes
 * (registration, handoff, command logs in Redis) arrives with the rules engine; until then
 * `npm start` and `npm run lobby` host games themselves.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  if (!config.redisUrl) {
    logger.error(
      'A game node needs REDIS_URL to reach the lobby. Without Redis, `npm start` hosts games in its own process.',
    );
    process.exit(1);
  }
  const redis = await connectRedis(config.redisUrl, logger);
  logger.info(
    { redis: redactRedisUrl(config.redisUrl) },
    'Game node connected to Redis. It does not host games yet: game hosting on separate nodes arrives with the rules engine.',
  );
  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'Shutting down');
    await redis.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

runMain(main);
