import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadGuide, NEW_GUIDE_RECORD, saveGuide } from './guide-progress';

/** A Map-backed stand-in for the browser's storage (these tests run in Node). */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('the guided first game in the browser storage', () => {
  beforeEach(() => vi.stubGlobal('window', { localStorage: memoryStorage() }));
  afterEach(() => vi.unstubAllGlobals());

  it('resumes per account where it stopped', () => {
    saveGuide('carol', {
      gameId: 'g1',
      progress: { learnt: ['first-five', 'prepare'], showing: 'meditate' },
      hidden: false,
    });
    expect(loadGuide('carol')).toEqual({
      gameId: 'g1',
      progress: { learnt: ['first-five', 'prepare'], showing: null },
      hidden: false,
    });
    expect(loadGuide('dave')).toEqual(NEW_GUIDE_RECORD);
  });

  it('starts afresh from anything malformed or unreadable', () => {
    window.localStorage.setItem('ashtable.guide.carol', '{not json');
    expect(loadGuide('carol')).toEqual(NEW_GUIDE_RECORD);
    window.localStorage.setItem('ashtable.guide.carol', JSON.stringify({ gameId: 5, hidden: 'x' }));
    expect(loadGuide('carol')).toEqual(NEW_GUIDE_RECORD);
    vi.stubGlobal('window', {
      localStorage: {
        getItem: () => {
          throw new Error('blocked');
        },
        setItem: () => {
          throw new Error('blocked');
        },
      },
    });
    expect(loadGuide('carol')).toEqual(NEW_GUIDE_RECORD);
    expect(() => saveGuide('carol', NEW_GUIDE_RECORD)).not.toThrow();
  });
});
