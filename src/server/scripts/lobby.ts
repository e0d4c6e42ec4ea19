import { runMain, serve } from '../serve';

/**
 * `npm run lobby`: the REST API and the lobby socket without the built client (put any number
 * behind a load balancer; with REDIS_URL they share socket.io rooms through Redis and hand
 * games to the dedicated nodes of `npm run gamenode`).
 */
runMain(() => serve({ role: 'lobby', serveClient: false }));
