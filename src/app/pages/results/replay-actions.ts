import type { Replay, ReplayResponse } from '../../../protocol/results';
import { http } from '../../api/http';
import { replayFileName, saveFile, zipReplay } from '../../replay/replay-file';

/** GET /api/game/{id}/replay/ (the browser may answer from its cache). */
export async function fetchReplay(gameId: string): Promise<ReplayResponse> {
  const response = await http.get<ReplayResponse>(
    `/api/game/${encodeURIComponent(gameId)}/replay/`,
    { timeout: 120_000 },
  );
  return response.data;
}

export async function downloadReplay(gameId: string): Promise<void> {
  const response = await fetchReplay(gameId);
  saveFile(await zipReplay(response), replayFileName(gameId));
}

export async function loadReplay(gameId: string): Promise<Replay> {
  const response = await fetchReplay(gameId);
  // The reader of replay files loads with the first replay opened, not with the page.
  const { readReplayFile } = await import('../../../protocol/replay-format');
  return readReplayFile(response);
}
