import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../api/http';

export interface RequestState<T> {
  loading: boolean;
  error: string | null;
  data: T | null;
  reload(): void;
}

interface Settled<T> {
  key: string;
  error: string | null;
  data: T | null;
}

/**
 * Runs `load` on mount and whenever `key` (which names everything `load` reads, such as the
 * filters) changes; an answer to an older key is dropped so the newest filter always wins.
 */
export function useRequest<T>(load: () => Promise<T>, key: string): RequestState<T> {
  const [reloads, setReloads] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const requestKey = `${key}#${reloads}`;

  useEffect(() => {
    let current = true;
    load().then(
      (data) => {
        if (current) setSettled({ key: requestKey, error: null, data });
      },
      (error: unknown) => {
        if (!current) return;
        const message = errorMessage(error);
        setSettled({
          key: requestKey,
          error: Array.isArray(message) ? message.join(' ') : message,
          data: null,
        });
      },
    );
    return () => {
      current = false;
    };
    // `key` stands for everything `load` reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const loading = settled?.key !== requestKey;
  return {
    loading,
    error: loading ? null : (settled?.error ?? null),
    data: loading ? null : (settled?.data ?? null),
    reload,
  };
}
