/**
 * A test hook for the error boundaries: when a browser test puts `render` or `critical` under
 * this session-storage key, the matching part of the page throws while rendering. Nobody can
 * trigger it through a link or the address bar; the test removes the key when done.
 */
export const CRASH_PROBE_KEY = 'ashtable.crashProbe';

export function CrashProbe({ level }: { level: 'render' | 'critical' }) {
  let requested: string | null = null;
  try {
    requested = window.sessionStorage.getItem(CRASH_PROBE_KEY);
  } catch {
    requested = null;
  }
  if (requested === level) {
    throw new Error(`Crash probe (${level}) requested by a test`);
  }
  return null;
}
