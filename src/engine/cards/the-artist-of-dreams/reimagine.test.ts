import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';
import type { Scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const hope = 'hope-everthorn';
const coal = 'coal-roarkwin';

function reimagineOf(s: Scenario): string {
  return s.cards('p1', 'reimagine', 'spellboard')[0]!.uuid;
}

function diceOnReimagine(s: Scenario): string[] {
  return Object.values(s.state.dice)
    .filter((d) => d.host === reimagineOf(s) && d.location === 'attached')
    .map((d) => `${d.magic}:${d.level}`);
}

/** Hope uses the Time dice power on her Fox Spirit and keeps the die on Reimagine. */
function keepTimeDie(s: Scenario): void {
  s.die('time:power').click('fox-spirit');
  expect(s.prompt().title).toBe(
    'Reimagine: you may place the die you paid with and 1 exhaustion token on this spell',
  );
  s.die('time:power');
  // The rest of the Time dice power: removing a status token is optional.
  if (s.prompt().title.startsWith('You may remove a status token')) s.button('Skip');
}

describe('Reimagine', () => {
  const board = () =>
    scenario(catalogue, {
      p1: {
        phoenixborn: hope,
        spellboard: ['reimagine'],
        battlefield: ['fox-spirit', 'realm-walker'],
        hand: ['void-pulse'],
        dice: ['time:power', 'natural:power'],
      },
      p2: { phoenixborn: coal, battlefield: ['anchornaut'] },
    });

  it('after paying a dice power with a time power die, may place that die and 1 exhaustion token on it', () => {
    const s = board();
    keepTimeDie(s);
    expect(diceOnReimagine(s)).toEqual(['time:power']);
    expect(s.cards('p1', 'reimagine')[0]!.tokens.exhaustion).toBe(1);
    expect(s.dice('p1', 'exhausted')).toHaveLength(0);
    expect(s.unit('p1', 'fox-spirit')!.tokens.status).toBe(1);
  });

  it('may be declined', () => {
    const s = board();
    s.die('time:power').click('fox-spirit').button('Skip');
    expect(diceOnReimagine(s)).toEqual([]);
    expect(s.cards('p1', 'reimagine')[0]!.tokens.exhaustion).toBe(0);
    expect(s.dice('p1', 'exhausted').map((d) => d.magic)).toEqual(['time']);
  });

  it('does not answer a dice power of another magic', () => {
    const s = board();
    s.die('natural:power').click('anchornaut');
    expect(diceOnReimagine(s)).toEqual([]);
    expect(s.prompt().title).toBe('Choose an action');
  });

  it('a die on it pays for a reaction spell, and leaves it', () => {
    const s = board();
    keepTimeDie(s);
    s.button('Attack Phoenixborn').click('fox-spirit').click('realm-walker').button('Done');
    if (s.offers('bob')) s.button('bob');
    if (s.prompt().player === 'p2' && s.prompt().title.startsWith('Realm Walker'))
      s.click('anchornaut', 'p2');
    expect(s.offers('void-pulse')).toBe(true);
    s.click('void-pulse', 'p1');
    expect(s.prompt().title).toBe('Pay for Void Pulse: select dice, then Done');
    s.die('time:power').button('Done');
    s.click('anchornaut');
    expect(s.unit('p2', 'anchornaut')).toBeUndefined();
    expect(s.dice('p1', 'active').map((d) => d.magic)).toEqual(['natural']);
    expect(diceOnReimagine(s)).toEqual([]);
    expect(s.dice('p1', 'exhausted').map((d) => d.magic)).toEqual(['time']);
  });

  it('its dice do not pay for cards played from hand outside reactions', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: hope,
        spellboard: ['reimagine'],
        battlefield: ['fox-spirit'],
        hand: ['anchornaut'],
        dice: ['time:power'],
      },
      p2: { phoenixborn: coal },
    });
    keepTimeDie(s);
    expect(s.dice('p1', 'active')).toEqual([]);
    expect(s.offers('anchornaut')).toBe(false);
  });

  it('its dice return to the exhausted pool in the recovery phase', () => {
    const s = board();
    keepTimeDie(s);
    s.button('Pass').button('End Turn');
    for (let i = 0; i < 6 && s.state.phase === 'playerturns'; i++) {
      const { player, buttons } = s.prompt();
      const answer = ['Pass', 'End Turn', 'Done', 'Ok'].find((b) => buttons.includes(b));
      if (!player || !answer) break;
      s.button(answer, player);
    }
    expect(s.state.phase).not.toBe('playerturns');
    expect(diceOnReimagine(s)).toEqual([]);
  });
});
