import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: a few hundred bytes gain nothing from a codec. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers above the threshold with brotli or gzip, whichever the request's
 * Accept-Encoding prefers. Routes registered before this call are left alone, so the built
 * client (served from its .br/.gz copies, see client.ts) must be registered first; answers a
 * route already encoded itself (the catalogue, replays) pass through as they are. Socket.io
 * talks on the raw HTTP server and never reaches Fastify's hooks. Request bodies are not
 * decompressed: nothing the API takes is large enough to need it.
 */
export async function registerApiCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
    // Quality 4 brotli: about gzip's speed at a smaller size (the default 11 is meant for files).
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
