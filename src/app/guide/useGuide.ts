import { useCallback, useEffect, useMemo, useState } from 'react';
import type { GuideControls } from '../../board';
import type { GuideProgress } from '../../board/logic/guide';
import { useAuthStore } from '../stores/auth';
import { loadGuide, onGuideSaved, saveGuide } from './guide-progress';
import type { GuideRecord } from './guide-progress';

/** The signed-in account's guide record, kept in step with the browser's storage. */
export function useGuideRecord(): [
  GuideRecord | null,
  (change: (record: GuideRecord) => GuideRecord) => void,
] {
  const username = useAuthStore((s) => s.user?.username ?? null);
  const [record, setRecord] = useState<{ username: string; record: GuideRecord } | null>(null);
  // A record saved elsewhere on the page (a restarted guided game) is the latest too.
  useEffect(
    () =>
      onGuideSaved((name, saved) => {
        if (name === username) setRecord({ username: name, record: saved });
      }),
    [username],
  );
  // Read once per account, not on every render: a fresh object each time would make the board's
  // guide controls change identity with every render.
  const stored = useMemo(() => (username === null ? null : loadGuide(username)), [username]);
  const current = record?.username === username ? record.record : stored;
  const update = useCallback(
    (change: (record: GuideRecord) => GuideRecord) => {
      if (username === null) return;
      // The stored record is the latest: two changes in one event both count.
      const next = change(loadGuide(username));
      saveGuide(username, next);
      setRecord({ username, record: next });
    },
    [username],
  );
  return [current, update];
}

/** The board's guide for the game `gameId` when it is the account's guided game, else none. */
export function useGuideControls(gameId: string | null | undefined): GuideControls | undefined {
  const [record, update] = useGuideRecord();
  const active = record !== null && !record.hidden && gameId != null && record.gameId === gameId;
  const progress = active ? record.progress : null;
  const onProgress = useCallback(
    (next: GuideProgress) => update((stored) => ({ ...stored, progress: next })),
    [update],
  );
  const onHide = useCallback(() => update((stored) => ({ ...stored, hidden: true })), [update]);
  return useMemo(
    () => (progress ? { progress, onProgress, onHide } : undefined),
    [progress, onProgress, onHide],
  );
}
