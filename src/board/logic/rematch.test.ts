import { describe, expect, it } from 'vitest';
import type { GameView, RematchView } from '../../protocol/game-view';
import { basicView } from '../fixtures/gameViews';
import { rematchButtonText, rematchNote, rematchStage } from './rematch';

/** A finished game seen by its first player (or a spectator). */
function finished(rematch?: RematchView, spectator = false): GameView {
  const view = basicView();
  const first = Object.keys(view.players)[0] ?? null;
  return { ...view, winner: first, viewer: spectator ? null : first, rematch };
}

function names(view: GameView): [string, string] {
  const [me, them] = Object.keys(view.players);
  return [me ?? '', them ?? ''];
}

describe('rematch stage', () => {
  it('offers a rematch to a player of a finished game only', () => {
    const view = finished();
    expect(rematchStage(view)).toEqual({ kind: 'offer' });
    expect(rematchButtonText(rematchStage(view))).toBe('Rematch');
    expect(rematchStage({ ...view, winner: null, finishedAt: null })).toEqual({ kind: 'none' });
    expect(rematchStage(finished(undefined, true))).toEqual({ kind: 'none' });
    expect(rematchStage({ ...view, isReplay: true })).toEqual({ kind: 'none' });
  });

  it("reads 'Accept rematch' once the opponent asked, and waits after one's own ask", () => {
    const [me, them] = names(finished());
    const accept = rematchStage(finished({ askedBy: [them], agreed: false, calledOff: null }));
    expect(accept).toEqual({ kind: 'accept', by: them });
    expect(rematchButtonText(accept)).toBe('Accept rematch');
    expect(rematchNote(accept, false)).toBe(`${them} asks for a rematch`);
    const asked = rematchStage(finished({ askedBy: [me], agreed: false, calledOff: null }));
    expect(asked).toEqual({ kind: 'asked' });
    expect(rematchButtonText(asked)).toBeNull();
  });

  it('has the players choose decks once agreed, and says why it was called off', () => {
    const [me, them] = names(finished());
    const agreed = finished({ askedBy: [me, them], agreed: true, calledOff: null });
    expect(rematchStage(agreed)).toEqual({ kind: 'choosing' });
    expect(rematchNote(rematchStage(agreed), true)).toContain('waiting for your opponent');
    expect(rematchButtonText(rematchStage(agreed), false)).toBe('Choose your deck');
    expect(rematchButtonText(rematchStage(agreed), true)).toBeNull();
    const off = finished({ askedBy: [me], agreed: false, calledOff: `${them} left` });
    expect(rematchStage(off)).toEqual({ kind: 'calledOff', reason: `${them} left` });
    expect(rematchButtonText(rematchStage(off))).toBeNull();
  });
});
