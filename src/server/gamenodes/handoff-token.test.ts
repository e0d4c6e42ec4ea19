import { describe, expect, it } from 'vitest';
import { TokenSigner } from '../auth/tokens';
import { signHandoff, verifyHandoff } from './handoff-token';

const signer = new TokenSigner('a-test-secret-long-enough-for-hs256-signing');
const claims = { gameId: 'g1', userId: 7, username: 'carol', node: 'node1' };

describe('the handoff token', () => {
  it("carries the user's chat identity, no colour as null", async () => {
    const styled = await signHandoff(signer, {
      ...claims,
      chatIdentity: { role: 'supporter', faveColor: '#00aa00' },
    });
    expect(await verifyHandoff(signer, styled)).toEqual({
      ...claims,
      chatIdentity: { role: 'supporter', faveColor: '#00aa00' },
    });
    const plain = await signHandoff(signer, {
      ...claims,
      chatIdentity: { role: 'user', faveColor: null },
    });
    expect((await verifyHandoff(signer, plain))?.chatIdentity).toEqual({
      role: 'user',
      faveColor: null,
    });
  });

  it('takes a token without one as unstyled', async () => {
    expect(await verifyHandoff(signer, await signHandoff(signer, claims))).toEqual(claims);
  });
});
