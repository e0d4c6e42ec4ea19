import { describe, expect, it } from 'vitest';
import { basicView } from '../fixtures/gameViews';
import { chatCardZoom } from './chatCards';

describe('chatCardZoom', () => {
  const view = basicView();
  const card = view.players.aradel?.cardPiles.cardsInPlay.find((c) => !c.facedown && c.code);
  if (!card?.code) throw new Error('the basic fixture has no card in play');

  it('finds a card face up on the table by its stub', () => {
    expect(chatCardZoom(view, card.code ?? '', null)).toEqual({ kind: 'table', uuid: card.uuid });
    expect(chatCardZoom(view, card.code ?? '', '/img')).toEqual({
      kind: 'table',
      uuid: card.uuid,
    });
  });

  it('shows the picture by stub for a card not on the table, with card photographs', () => {
    expect(chatCardZoom(view, 'nowhere-card', '/img/cards/')).toEqual({
      kind: 'picture',
      url: '/img/cards/nowhere-card.jpg',
    });
  });

  it('shows nothing without a view or pictures', () => {
    expect(chatCardZoom(view, 'nowhere-card', null)).toEqual({ kind: 'none' });
    expect(chatCardZoom(null, card.code ?? '', null)).toEqual({ kind: 'none' });
  });

  it('never finds a facedown card', () => {
    const hidden = basicView();
    for (const player of Object.values(hidden.players)) {
      for (const c of player.cardPiles.cardsInPlay) c.facedown = true;
    }
    expect(chatCardZoom(hidden, card.code ?? '', null)).toEqual({ kind: 'none' });
  });
});
