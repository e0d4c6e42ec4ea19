import { describe, expect, it } from 'vitest';
import { findEnvironmentProblem } from './environment';
import type { EnvironmentScope } from './environment';

function browserLike(
  overrides: Partial<Record<keyof EnvironmentScope, unknown>> = {},
): EnvironmentScope {
  const store = new Map<string, string>();
  return {
    fetch: () => undefined,
    Promise,
    URLSearchParams,
    WebSocket: function WebSocket() {},
    history: { pushState: () => undefined },
    Map,
    Intl,
    navigator: { cookieEnabled: true },
    localStorage: {
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    },
    ...overrides,
  } as EnvironmentScope;
}

describe('start-up environment check', () => {
  it('accepts a browser with every required feature and working storage', () => {
    expect(findEnvironmentProblem(browserLike())).toBeNull();
  });

  it('reports a browser without required features as incompatible', () => {
    expect(findEnvironmentProblem(browserLike({ WebSocket: undefined }))).toBe('incompatible');
    expect(findEnvironmentProblem(browserLike({ fetch: undefined }))).toBe('incompatible');
  });

  it('reports blocked storage', () => {
    const throwing = {
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(findEnvironmentProblem(browserLike({ localStorage: throwing }))).toBe('storage-blocked');
    expect(findEnvironmentProblem(browserLike({ navigator: { cookieEnabled: false } }))).toBe(
      'storage-blocked',
    );
  });
});
