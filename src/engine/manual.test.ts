import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../domain/cards';
import { applyCommand } from './commands';
import { testCatalogue } from './testing/catalogue';
import { scenario } from './testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

function board() {
  return scenario(catalogue, {
    p1: {
      phoenixborn: 'coal-roarkwin',
      hand: ['anchornaut', 'cover'],
      deck: ['iron-worker', 'hammer-knight', 'strengthen'],
      battlefield: ['iron-worker'],
    },
    p2: { phoenixborn: 'maeoni-viper' },
  });
}

describe('manual mode and manual commands', () => {
  it('manual commands need manual mode; each is logged', () => {
    const s = board();
    s.send({ type: 'chat', text: '/draw 1' }, 'p1', true);
    expect(s.lastError).toMatch(/manual mode/);
    s.send({ type: 'toggleManualMode' }, 'p1');
    s.send({ type: 'chat', text: '/draw 2' }, 'p1');
    expect(s.state.players.p1.hand).toHaveLength(4);
    expect(s.logLines()).toContain('alice uses /draw to draw 2 card(s)');
    s.send({ type: 'chat', text: '/discardfromdeck 1' }, 'p1');
    expect(s.zoneStubs('p1', 'discard')).toEqual(['strengthen']);
  });

  it('/token sets tokens on the inspected card, /move moves it', () => {
    const s = board();
    s.send({ type: 'toggleManualMode' }, 'p1');
    const worker = s.unit('p1', 'iron-worker')!.uuid;
    s.send({ type: 'inspectCard', uuid: worker }, 'p1');
    s.send({ type: 'chat', text: '/token status 3' }, 'p1');
    expect(s.unit('p1', 'iron-worker')!.tokens.status).toBe(3);
    s.send({ type: 'chat', text: '/move hand' }, 'p1');
    expect(s.unit('p1', 'iron-worker')).toBeUndefined();
    expect(s.zoneStubs('p1', 'hand')).toContain('iron-worker');
    expect(s.logLines().at(-1)).toBe('alice moves Iron Worker from their play area to their hand');
  });

  it('the drag matrix: allowed moves happen, others are refused; hidden moves are logged without names', () => {
    const s = board();
    const card = s.state.players.p1.hand[0]!;
    s.send({ type: 'drop', uuid: card, source: 'hand', target: 'archives' }, 'p1', true);
    expect(s.lastError).toMatch(/manual mode/);
    s.send({ type: 'toggleManualMode' }, 'p1');
    s.send(
      { type: 'drop', uuid: s.state.players.p1.hand[0]!, source: 'hand', target: 'play area' },
      'p1',
    );
    expect(s.unit('p1', 'anchornaut')).toBeTruthy();
    // Face up once in play: named.
    expect(s.logLines().at(-1)).toBe('alice moves Anchornaut from their hand to their play area');
    const spell = s.state.players.p1.hand[0]!;
    s.send({ type: 'drop', uuid: spell, source: 'hand', target: 'deck' }, 'p1');
    // From one hidden pile to another: unnamed.
    expect(s.logLines().at(-1)).toBe('alice moves a card from their hand to the top of their deck');
    expect(s.zoneStubs('p1', 'deck')).toEqual([
      'cover',
      'iron-worker',
      'hammer-knight',
      'strengthen',
    ]);
    const unit = s.unit('p1', 'anchornaut')!.uuid;
    s.send({ type: 'drop', uuid: unit, source: 'play area', target: 'spellboard' }, 'p1', true);
    expect(s.lastError).toMatch(/Cannot move/);
  });

  it('modifyCardToken, modifyAction and changeStat adjust the state', () => {
    const s = board();
    const worker = s.unit('p1', 'iron-worker')!.uuid;
    s.send({ type: 'modifyCardToken', uuid: worker, token: 'damage', delta: 1 }, 'p1');
    expect(s.unit('p1', 'iron-worker')!.tokens.damage).toBe(1);
    s.send({ type: 'changeStat', stat: 'side', delta: 1 }, 'p1');
    expect(s.state.turn?.sideActions).toBe(2);
    s.send({ type: 'modifyAction', action: 'main', value: 0 }, 'p1');
    expect(s.offers('End Turn')).toBe(true);
  });

  it('chat from players is logged; spectators are refused when muted', () => {
    const s = board();
    s.send({ type: 'chat', text: 'good luck' }, 'p2');
    expect(s.logLines().at(-1)).toBe('bob good luck');
    s.send({ type: 'toggleMuteSpectators' }, 'p1');
    const result = s.state;
    s.send({ type: 'chat', text: '/draw 1' }, 'p2', true);
    expect(s.state).toBe(result);
  });

  it('spectators cannot mute or unmute spectators; the state stays as it was', () => {
    const s = board();
    for (const spectator of [null, 'carol']) {
      const result = applyCommand(s.state, s.context, spectator, { type: 'toggleMuteSpectators' });
      expect(result).toEqual({ state: s.state, error: 'Spectators cannot do that' });
      expect(result.state).toBe(s.state);
    }
    expect(s.state.muteSpectators).toBe(false);
  });
});
