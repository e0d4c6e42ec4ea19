import { beforeAll, describe, expect, it } from 'vitest';
import { engineContext } from './standard-context';
import type { Card } from '../domain/cards';
import { preconGameSetup, testCatalogue } from './testing/catalogue';
import { selfPlay } from './testing/selfplay';
import type { GameSetup } from './game';

let catalogue: Record<string, Card>;
let setup: GameSetup;
const SEED = 'kX3v9-secret-seed-of-this-test-game';

beforeAll(async () => {
  catalogue = await testCatalogue();
  setup = await preconGameSetup(SEED, 3, 4);
});

describe('the secret seed in a whole game', () => {
  it('no view of any player or spectator carries the seed, the random state or its counters', () => {
    let views = 0;
    const leaks: string[] = [];
    const result = selfPlay(setup, engineContext(catalogue), 5, {
      onView: (view, viewer, state) => {
        views += 1;
        const text = JSON.stringify(view);
        if (text.includes(SEED)) leaks.push(`${viewer}: the seed`);
        if (/"(random|rng|seed|draws)"\s*:/.test(text))
          leaks.push(`${viewer}: a random-state field`);
        // Every id a view shows is a keyed hash: none is a raw draw of the stream.
        expect(state.random.scheme).toBe('keyed');
      },
    });
    expect(result.outcome).toBe('finished');
    expect(views).toBeGreaterThan(100);
    expect(leaks).toEqual([]);
  });
});
