import { describe, expect, it } from 'vitest';
import { basicView, crowdedView } from '../../board/fixtures/gameViews';
import type { CardView, GameView } from '../../protocol/game-view';
import { compactReplayView } from '../../protocol/replay-view';
import { replayGameView } from './replay-view';

/** Every card of a view by pile, with what the board draws of it. */
function cardsOf(view: GameView) {
  const shown = (card: CardView) => ({
    uuid: card.uuid,
    code: card.code,
    facedown: card.facedown,
    exhausted: card.exhausted === true,
    damage: card.tokens.damage ?? 0,
    status: card.tokens.status ?? 0,
    upgrades: card.upgrades.map((upgrade) => upgrade.uuid),
  });
  return Object.values(view.players).map((player) => ({
    name: player.name,
    phoenixborn: shown(player.phoenixborn),
    dice: player.dice.map((die) => [die.uuid, die.magic, die.level, die.exhausted]),
    piles: Object.entries(player.cardPiles).map(([pile, cards]) => [pile, cards.map(shown)]),
  }));
}

/** A step's state as it arrives from a replay file: plain JSON. */
function asJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value)) as unknown;
}

describe('replay step views', () => {
  it('shows a step as a replay seen by a spectator', () => {
    const live = basicView();
    expect(live.viewer).not.toBeNull();
    const view = replayGameView(asJson({ ...live, isReplay: false }));
    expect(view).toMatchObject({ isReplay: true, viewer: null, started: true, round: live.round });
    expect(view && cardsOf(view)).toEqual(cardsOf(live));
  });

  it('reads compact steps as their full views', () => {
    const crowded = crowdedView();
    const compact = asJson(compactReplayView(crowded));
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(crowded).length);
    const view = replayGameView(compact);
    expect(view).toEqual(replayGameView(asJson(crowded)));
    expect(view && cardsOf(view)).toEqual(cardsOf(crowded));
  });

  it('accepts a step whose draw piles are left out, as the server sends hidden ones', () => {
    const view = asJson(basicView()) as { players: Record<string, { cardPiles: object }> };
    for (const player of Object.values(view.players)) {
      const { deck: _hidden, ...piles } = player.cardPiles as Record<string, unknown>;
      player.cardPiles = piles;
    }
    const shown = replayGameView(view);
    expect(shown).not.toBeNull();
    for (const player of Object.values(shown?.players ?? {})) {
      expect(player.cardPiles.deck).toBeUndefined();
    }
  });

  it('reads the nested log parts of replay files written before the flat ones', () => {
    const view = asJson({
      ...basicView(),
      messages: [{ mid: 1, activePlayer: null, message: [{ player: { name: 'aradel' } }, ' hi'] }],
    });
    expect(replayGameView(view)?.messages).toEqual([
      { mid: 1, activePlayer: null, message: [{ argType: 'player', name: 'aradel' }, ' hi'] },
    ]);
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
