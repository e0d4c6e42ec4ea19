/**
 * Replay files: the JSON `{success, replay}` zipped (deflate) into `{gameId}.ashtable`, saved
 * as the API sent it (format 2, steps as patches); files of either format are read back.
 */
import type JSZip from 'jszip';
import type { Replay, ReplayResponse } from '../../protocol/results';
import { REPLAY_FILE_EXTENSION } from '../../protocol/results';

export const NOT_A_ZIP = 'Not a valid zip file';
export const NOT_A_REPLAY = 'The file does not hold a replay';

export class ReplayFileError extends Error {}

/** The zip library is only needed when a replay is saved or opened: load it then. */
async function loadJSZip(): Promise<typeof JSZip> {
  return (await import('jszip')).default;
}

/** Reading a replay (and rebuilding its steps) is only needed when one is opened. */
async function loadReplayFormat() {
  return import('../../protocol/replay-format');
}

export function replayFileName(gameId: string): string {
  return `${gameId}.${REPLAY_FILE_EXTENSION}`;
}

/** The bytes of a replay file. */
export async function zipReplay(response: ReplayResponse): Promise<Uint8Array> {
  const zip = new (await loadJSZip())();
  zip.file(`${response.replay.gameId}.json`, JSON.stringify(response));
  return zip.generateAsync({
    type: 'uint8array',
    compression: 'DEFLATE',
    compressionOptions: { level: 9 },
  });
}

/** Reads a replay file: the first file in the zip holds the JSON. */
export async function readReplayZip(data: Blob | ArrayBuffer | Uint8Array): Promise<Replay> {
  let zip: JSZip;
  try {
    zip = await (
      await loadJSZip()
    ).loadAsync(data instanceof Blob ? await data.arrayBuffer() : data);
  } catch {
    throw new ReplayFileError(NOT_A_ZIP);
  }
  const first = Object.values(zip.files).find((entry) => !entry.dir);
  if (!first) throw new ReplayFileError(NOT_A_REPLAY);
  let json: unknown;
  try {
    json = JSON.parse(await first.async('string')) as unknown;
  } catch {
    throw new ReplayFileError(NOT_A_REPLAY);
  }
  const { readReplayFile, ReplayFormatError } = await loadReplayFormat();
  try {
    return readReplayFile(json);
  } catch (error) {
    if (!(error instanceof ReplayFormatError)) throw error;
    // The reason (e.g. which step is broken) after the plain message.
    throw new ReplayFileError(`${NOT_A_REPLAY}: ${error.message}`);
  }
}

/** Saves bytes as a download in the browser. */
export function saveFile(bytes: Uint8Array, fileName: string): void {
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  const url = URL.createObjectURL(new Blob([copy.buffer], { type: 'application/zip' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
