/**
 * The guided first game, as the app keeps it: per account, which game is the guided one and
 * which lessons are learnt. Kept in the browser's storage, so leaving the game (or the site)
 * and coming back resumes the guide where it stopped.
 */
import { NEW_GUIDE, parseGuideProgress } from '../../board/logic/guide';
import type { GuideProgress } from '../../board/logic/guide';

export interface GuideRecord {
  /** The practice game the guide runs in; null when none is open. */
  gameId: string | null;
  progress: GuideProgress;
  /** The player chose Hide guide, or finished it. */
  hidden: boolean;
}

export const NEW_GUIDE_RECORD: GuideRecord = { gameId: null, progress: NEW_GUIDE, hidden: false };

const keyFor = (username: string) => `ashtable.guide.${username}`;

function parseRecord(raw: unknown): GuideRecord {
  if (typeof raw !== 'object' || raw === null) return NEW_GUIDE_RECORD;
  const gameId = 'gameId' in raw && typeof raw.gameId === 'string' ? raw.gameId : null;
  const hidden = 'hidden' in raw && raw.hidden === true;
  const progress = parseGuideProgress('progress' in raw ? raw.progress : null);
  return { gameId, progress, hidden };
}

export function loadGuide(username: string): GuideRecord {
  try {
    const raw = window.localStorage.getItem(keyFor(username));
    return raw ? parseRecord(JSON.parse(raw)) : NEW_GUIDE_RECORD;
  } catch {
    return NEW_GUIDE_RECORD;
  }
}

type GuideListener = (username: string, record: GuideRecord) => void;
const listeners = new Set<GuideListener>();

/** Hears every record saved on this page, so a change made outside a hook shows at once. */
export function onGuideSaved(listener: GuideListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function saveGuide(username: string, record: GuideRecord): void {
  try {
    window.localStorage.setItem(keyFor(username), JSON.stringify(record));
  } catch {
    // Storage blocked: the guide lasts for this page only.
  }
  for (const listener of listeners) listener(username, record);
}

/** A restarted practice game keeps the guide when it was the guided game. */
export function guideFollowsRestart(username: string, from: string, to: string): void {
  const record = loadGuide(username);
  if (record.gameId === from) saveGuide(username, { ...record, gameId: to });
}
