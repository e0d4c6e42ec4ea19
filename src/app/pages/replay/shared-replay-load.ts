/**
 * Opening a shared replay by its link: GET /api/game/{id}/shared-replay, read as any replay
 * file is, started at the link's step (counted from 1; a step past the end shows the last).
 */
import type { Replay } from '../../../protocol/results';
import { errorMessage, http } from '../../api/http';

export type SharedReplayLoad =
  { ok: true; replay: Replay; index: number; note: string | null } | { ok: false; message: string };

/** Where a link's step lands in a replay of `total` steps, and what to tell when it moved. */
export function stepIndex(step: number, total: number): { index: number; note: string | null } {
  if (step <= total) return { index: step - 1, note: null };
  return {
    index: Math.max(0, total - 1),
    note: `The link asks for step ${step}, but this replay has ${total} steps: showing the last one.`,
  };
}

export async function loadSharedReplay(gameId: string, step: number): Promise<SharedReplayLoad> {
  let data: unknown;
  try {
    const response = await http.get<unknown>(
      `/api/game/${encodeURIComponent(gameId)}/shared-replay`,
      { timeout: 120_000 },
    );
    data = response.data;
  } catch (error) {
    const message = errorMessage(error);
    return { ok: false, message: Array.isArray(message) ? message.join(' ') : message };
  }
  // The reader of replay files loads with the first replay opened, not with the page.
  const { readReplayFile, ReplayFormatError } = await import('../../../protocol/replay-format');
  try {
    const replay = readReplayFile(data);
    return { ok: true, replay, ...stepIndex(step, replay.steps.length) };
  } catch (error) {
    if (!(error instanceof ReplayFormatError)) throw error;
    return { ok: false, message: `This replay cannot be shown: ${error.message}` };
  }
}
