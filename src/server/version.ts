import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The product version from package.json. */
export const VERSION: string = (
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
    version: string;
  }
).version;
