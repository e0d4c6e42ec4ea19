import pino from 'pino';
import type { Logger } from 'pino';

export type { Logger };

/** Structured JSON logs on stdout; one logger per process, children per area. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'ashtable' } });
}
