import { runMain, serve } from './serve';

/** `npm start`: the embedded server — API, lobby socket and built client in one process. */
runMain(() => serve({ role: 'server' }));
