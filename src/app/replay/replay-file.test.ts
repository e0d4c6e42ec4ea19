import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { basicView, battleView } from '../../board/fixtures/gameViews';
import { patchedReplay, ReplayPatchWriter } from '../../protocol/replay-format';
import type { ReplayResponse } from '../../protocol/results';
import { compactReplayView } from '../../protocol/replay-view';
import { toJson } from '../../protocol/view-patch';
import type { JsonObject } from '../../protocol/view-patch';
import { NOT_A_REPLAY, NOT_A_ZIP, readReplayZip, replayFileName, zipReplay } from './replay-file';
import { replayGameView } from './replay-view';

const names = { gameId: 'abc-123', name: 'A game', players: ['alice', 'bob'], format: 'precon' };

/** A step's board as the server writes it: compact, plain JSON. */
function stepView(view: unknown): JsonObject {
  const json = toJson(compactReplayView(view));
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new Error('no view');
  return json;
}

/** Three moments of a game: the opening, a later round with a log line more, a battle. */
function moments(): JsonObject[] {
  const opening = basicView();
  const round = { mid: 1001, activePlayer: null, message: ['Round 2 begins'] };
  const attack = { mid: 1002, activePlayer: null, message: ['alice attacks'] };
  const later = { ...basicView(), round: 2, version: 2, messages: [...opening.messages, round] };
  const battle = {
    ...battleView(),
    round: 2,
    version: 3,
    messages: [...opening.messages, round, attack],
  };
  return [opening, later, battle].map(stepView);
}

/** The fixtures number their cards as they make them: made once, shared by every test. */
const MOMENTS = moments();

function patchedResponse(): ReplayResponse {
  const writer = new ReplayPatchWriter();
  const [opening, later, battle] = MOMENTS;
  if (!opening || !later || !battle) throw new Error('no moments');
  writer.add('prepare', opening);
  writer.add('prepare', later);
  writer.add('end', battle);
  return { success: true, replay: patchedReplay(names, writer.finish()) };
}

async function zipJson(json: string): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file('abc-123.json', json);
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

describe('replay files', () => {
  it('names the file {gameId}.ashtable', () => {
    expect(replayFileName('abc-123')).toBe('abc-123.ashtable');
  });

  it('round-trips a replay of patches through a deflated zip, every step a whole view again', async () => {
    const response = patchedResponse();
    // Only the first step carries a board; the others carry patches and the log comes once.
    expect(response.replay.steps.map((step) => 'state' in step)).toEqual([true, false, false]);
    expect(response.replay.log).toHaveLength(basicView().messages.length + 2);
    const bytes = await zipReplay(response);
    const zip = await JSZip.loadAsync(bytes);
    expect(zip.file('abc-123.json')).not.toBeNull();
    // The local file header's compression method (offset 8) is 8: deflate, not store.
    expect(bytes[8]).toBe(8);
    const replay = await readReplayZip(bytes);
    expect(replay).toMatchObject(names);
    expect(replay.steps.map((step) => step.tag)).toEqual(['prepare', 'prepare', 'end']);
    expect(replay.steps.map((step) => step.state)).toEqual(MOMENTS);
    // The board reads the rebuilt steps as it read whole ones.
    expect(replayGameView(replay.steps[2]?.state)?.round).toBe(2);
  });

  it('still reads a replay file of whole views (format 1, before patches)', async () => {
    const old = {
      success: true,
      replay: {
        ...names,
        steps: MOMENTS.map((state, i) => ({ tag: i === 2 ? 'end' : 'prepare', state })),
      },
    };
    const replay = await readReplayZip(await zipJson(JSON.stringify(old)));
    expect(replay).toEqual(old.replay);
    expect(replayGameView(replay.steps[0]?.state)).not.toBeNull();
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

  it('says which step of a broken replay of patches does not fit', async () => {
    const response = patchedResponse();
    const [, second] = response.replay.steps;
    if (!second || !('patch' in second)) throw new Error('no patch step');
    second.patch = [['s', ['players', 'nobody', 'name'], 'x']];
    await expect(readReplayZip(await zipReplay(response))).rejects.toThrow(
      `${NOT_A_REPLAY}: Step 2 of the replay does not follow the step before`,
    );

    const unknown = { success: true, replay: { ...patchedResponse().replay, version: 9 } };
    await expect(readReplayZip(await zipJson(JSON.stringify(unknown)))).rejects.toThrow(
      'Replay format 9 is not known here',
    );
    const tooMuchLog = patchedResponse();
    tooMuchLog.replay.log = [];
    await expect(readReplayZip(await zipReplay(tooMuchLog))).rejects.toThrow(
      'The replay shows more log than it holds',
    );
  });

  it('keeps a format that is a format name and drops anything else', async () => {
    const odd = patchedResponse();
    odd.replay.format = '<b>precon</b>';
    expect(await readReplayZip(await zipReplay(odd))).not.toHaveProperty('format');
  });
});
