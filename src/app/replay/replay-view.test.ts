import { describe, expect, it } from 'vitest';
import { basicView, crowdedView } from '../../board/fixtures/gameViews';
import { replayGameView } from './replay-view';

/** A step's state as it arrives from a replay file: plain JSON. */
function asJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value)) as unknown;
}

describe('replay step views', () => {
  it('shows a step as a replay seen by a spectator', () => {
    const live = basicView();
    expect(live.viewer).not.toBeNull();
    const view = replayGameView(asJson({ ...live, isReplay: false }));
    expect(view).not.toBeNull();
    expect(view).toMatchObject({ isReplay: true, viewer: null, started: true });
    expect(view?.players).toEqual(live.players);
    expect(view?.round).toBe(live.round);
  });

  it('keeps every card of a crowded board', () => {
    const crowded = crowdedView();
    expect(replayGameView(asJson(crowded))?.players).toEqual(crowded.players);
  });

  it('refuses states the board could not draw', () => {
    const view = asJson(basicView()) as { players: Record<string, Record<string, unknown>> };
    const [name] = Object.keys(view.players);
    const broken = (patch: Record<string, unknown>) =>
      replayGameView({
        ...view,
        players: { [name ?? '']: { ...view.players[name ?? ''], ...patch } },
      });
    expect(replayGameView(null)).toBeNull();
    expect(replayGameView({ round: 1 })).toBeNull();
    expect(replayGameView({ ...view, players: {} })).toBeNull();
    expect(replayGameView({ ...view, messages: 'hello' })).toBeNull();
    expect(broken({ cardPiles: { hand: [] } })).toBeNull();
    expect(broken({ dice: [{ uuid: 1 }] })).toBeNull();
    expect(broken({ phoenixborn: null })).toBeNull();
    expect(broken({ promptState: {} })).toBeNull();
    expect(
      broken({
        cardPiles: {
          ...(view.players[name ?? '']?.cardPiles as object),
          hand: [{ uuid: 'x', tokens: {}, upgrades: [{ uuid: 'y' }] }],
        },
      }),
    ).toBeNull();
  });
});
