import { beforeAll, describe, expect, it } from 'vitest';
import { createGame } from './game';
import type { EngineContext } from './context';
import { engineContext } from './standard-context';
import { copyState } from './copy';
import { soloCatalogue, soloGameSetup } from './testing/chimera';

let context: EngineContext;
beforeAll(async () => {
  context = engineContext(await soloCatalogue());
});

describe('copying the state', () => {
  it("gives a solo game's copy its own rage dice and threat zone", async () => {
    const source = createGame(await soloGameSetup('copy-chimera', 1, 801), context);
    const before = JSON.stringify(source.chimera);
    const copy = copyState(source);
    if (!copy.chimera) throw new Error('a solo game has a Chimera');
    copy.chimera.rage.fill('power');
    copy.chimera.threatZone.pop();
    copy.chimera.redRains = 3;
    // A look-ahead plays on copies: the game it copied must not change under it.
    expect(JSON.stringify(source.chimera)).toBe(before);
  });
});
