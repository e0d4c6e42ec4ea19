import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';
import type { Scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const astrea = 'astrea';
const coal = 'coal-roarkwin';

function charmOf(s: Scenario): string {
  return s.cards('p1', 'royal-charm', 'spellboard')[0]!.uuid;
}

function diceOnCharm(s: Scenario): string[] {
  return Object.values(s.state.dice)
    .filter((d) => d.host === charmOf(s) && d.location === 'attached')
    .map((d) => `${d.magic}:${d.level}`);
}

const board = () =>
  scenario(catalogue, {
    p1: {
      phoenixborn: astrea,
      spellboard: ['royal-charm'],
      hand: ['anchornaut'],
      dice: ['charm:power', 'divine:class'],
    },
    p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
  });

/** Alice plays Anchornaut paying with her charm power die, and keeps it on Royal Charm. */
function keepCharmDie(s: Scenario): void {
  s.click('anchornaut').die('charm:power').button('Done');
  expect(s.prompt().title).toBe('Royal Charm: you may place the die you paid with on this spell');
  s.die('charm:power');
  if (s.prompt().title.startsWith('Throw 1')) s.button('Skip'); // Anchornaut's own trigger
}

describe('Royal Charm', () => {
  it('after paying a cost with a charm power die, may place that die on it', () => {
    const s = board();
    keepCharmDie(s);
    expect(diceOnCharm(s)).toEqual(['charm:power']);
    expect(s.dice('p1', 'exhausted')).toHaveLength(0);
    expect(s.unit('p1', 'anchornaut')).toBeDefined();
  });

  it('meditated away from the spellboard, takes its die off to the exhausted pool', () => {
    const s = board();
    keepCharmDie(s);
    const charm = charmOf(s);
    s.button('Meditate').click(charm).die('divine:class').button('Power').button('Done');
    expect(s.zoneStubs('p1', 'discard')).toContain('royal-charm');
    expect(Object.values(s.state.dice).filter((d) => d.host === charm)).toEqual([]);
    expect(s.dice('p1', 'exhausted').map((d) => `${d.magic}:${d.level}`)).toEqual(['charm:power']);
  });

  it('may be declined, and does not answer a die below its power side', () => {
    const s = board();
    s.click('anchornaut').die('charm:power').button('Done').button('Skip');
    expect(diceOnCharm(s)).toEqual([]);
    const t = scenario(catalogue, {
      p1: {
        phoenixborn: astrea,
        spellboard: ['royal-charm'],
        hand: ['anchornaut'],
        dice: ['divine:class'],
      },
      p2: { phoenixborn: coal },
    });
    t.click('anchornaut');
    expect(t.prompt().title).toBe('Choose an action');
    expect(diceOnCharm(t)).toEqual([]);
  });

  it('side, exhaust: resolves the dice power of a die on it without paying for it', () => {
    const s = board();
    keepCharmDie(s);
    s.click('royal-charm');
    expect(s.prompt().title).toBe(
      'Royal Charm: choose a die on this spell to resolve its dice power',
    );
    s.die('charm:power');
    s.click('hammer-knight');
    const die = Object.values(s.state.dice).find((d) => d.magic === 'charm')!;
    expect(die).toMatchObject({ location: 'attached', host: s.unit('p2', 'hammer-knight')!.uuid });
    expect(s.cards('p1', 'royal-charm')[0]!.tokens.exhaustion).toBe(1);
    expect(s.state.turn?.sideActions).toBe(0);
  });

  it('holds one die at a time and is not usable without one', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: astrea,
        spellboard: ['royal-charm'],
        hand: ['anchornaut', 'iron-worker'],
        dice: ['charm:power', 'divine:power', 'divine:power'],
      },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
    });
    s.send({ type: 'cardClicked', uuid: charmOf(s) }, 'p1', true);
    expect(s.lastError).toBeDefined();
    keepCharmDie(s);
    // The Divine dice power is paid with a divine power die: Royal Charm already holds one.
    s.die('divine:power').click('anchornaut');
    expect(s.prompt().title).toBe('Choose an action');
    expect(diceOnCharm(s)).toEqual(['charm:power']);
  });
});
