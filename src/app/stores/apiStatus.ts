import { create } from 'zustand';
import { errorMessage } from '../api/http';

/** The state of one named request: loading, then success or failure with the message to show. */
export interface ApiRequestStatus {
  loading: boolean;
  success: boolean;
  message: string | string[] | null;
}

/** Success messages clear themselves after this long. */
export const SUCCESS_CLEAR_MS = 5000;

export interface ApiStatusState {
  requests: Record<string, ApiRequestStatus>;
  start(name: string): void;
  succeed(name: string, message?: string | string[] | null, clearAfterMs?: number): void;
  fail(name: string, message: string | string[]): void;
  clear(name: string): void;
}

const timers = new Map<string, ReturnType<typeof setTimeout>>();

export const useApiStatusStore = create<ApiStatusState>((set, get) => {
  const put = (name: string, status: ApiRequestStatus | null) => {
    const timer = timers.get(name);
    if (timer) clearTimeout(timer);
    timers.delete(name);
    const requests = { ...get().requests };
    if (status) requests[name] = status;
    else delete requests[name];
    set({ requests });
  };
  return {
    requests: {},
    start: (name) => put(name, { loading: true, success: false, message: null }),
    succeed(name, message = null, clearAfterMs = SUCCESS_CLEAR_MS) {
      put(name, { loading: false, success: true, message });
      if (message && clearAfterMs > 0) {
        timers.set(
          name,
          setTimeout(() => put(name, null), clearAfterMs),
        );
      }
    },
    fail: (name, message) => put(name, { loading: false, success: false, message }),
    clear: (name) => put(name, null),
  };
});

export function useApiStatus(name: string): ApiRequestStatus | undefined {
  return useApiStatusStore((s) => s.requests[name]);
}

/**
 * Runs a request under a name, recording loading, success (with an optional message) or the
 * failure text of the error catalogue; resolves to the result, or undefined on failure.
 */
export async function trackRequest<T>(
  name: string,
  request: () => Promise<T>,
  successMessage?: string,
): Promise<T | undefined> {
  const store = useApiStatusStore.getState();
  store.start(name);
  try {
    const result = await request();
    store.succeed(name, successMessage ?? null);
    return result;
  } catch (error) {
    store.fail(name, errorMessage(error));
    return undefined;
  }
}
