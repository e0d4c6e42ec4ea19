import { runMain, serve } from '../serve';

/**
 * `npm run lobby`: the REST API and the lobby socket without the built client (put any number
 * behind a load balancer; with REDIS_URL they share socket.io rooms through Redis). Games are
 * not handed to separate game nodes yet.
 */
runMain(() => serve({ role: 'lobby', serveClient: false }));
