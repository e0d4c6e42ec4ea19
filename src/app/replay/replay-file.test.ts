import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { ReplayResponse } from '../../protocol/results';
import { NOT_A_REPLAY, NOT_A_ZIP, readReplayZip, replayFileName, zipReplay } from './replay-file';

const response: ReplayResponse = {
  success: true,
  replay: {
    gameId: 'abc-123',
    name: 'A game',
    players: ['alice', 'bob'],
    format: 'precon',
    steps: [
      { tag: 'prepare', state: { round: 1 } },
      { tag: 'end', state: { round: 1, winner: 'alice' } },
    ],
  },
};

describe('replay files', () => {
  it('names the file {gameId}.ashtable', () => {
    expect(replayFileName('abc-123')).toBe('abc-123.ashtable');
  });

  it('round-trips a replay through a deflated zip', async () => {
    const bytes = await zipReplay(response);
    const zip = await JSZip.loadAsync(bytes);
    const entry = zip.file('abc-123.json');
    expect(entry).not.toBeNull();
    // The local file header's compression method (offset 8) is 8: deflate, not store.
    expect(bytes[8]).toBe(8);
    expect(await readReplayZip(bytes)).toEqual(response.replay);
  });

  it('refuses a file that is not a zip', async () => {
    await expect(readReplayZip(new TextEncoder().encode('hello'))).rejects.toThrow(NOT_A_ZIP);
  });

  it('refuses a zip without a replay in it', async () => {
    const zip = new JSZip();
    zip.file('notes.txt', '{"success":false}');
    const bytes = await zip.generateAsync({ type: 'uint8array' });
    await expect(readReplayZip(bytes)).rejects.toThrow(NOT_A_REPLAY);
  });

  it('keeps a format that is a format name and drops anything else', async () => {
    const odd = { ...response, replay: { ...response.replay, format: '<b>precon</b>' } };
    const { format, ...rest } = response.replay;
    expect(format).toBe('precon');
    expect(await readReplayZip(await zipReplay(odd))).toEqual(rest);
  });
});
