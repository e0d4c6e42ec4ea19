import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';
import type { Scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const rimea = 'rimea-careworn';
const coal = 'coal-roarkwin';

function board(spellboard: string[]): Scenario {
  return scenario(catalogue, {
    p1: {
      phoenixborn: rimea,
      spellboard,
      hand: ['resonance'],
      battlefield: ['hollow'],
      dice: [
        'sympathy:class',
        'sympathy:class',
        'ceremonial:basic',
        'illusion:class',
        'sympathy:class',
      ],
      exhaustedDice: ['charm:basic', 'natural:basic'],
    },
    p2: { phoenixborn: coal },
  });
}

/** Plays Resonance under the first ready spell of that title, readying 2 dice. */
function playUnder(s: Scenario, spell: string): Scenario {
  s.click('resonance');
  expect(s.prompt().title).toBe('Resonance: choose a ready spell to place it under');
  s.click(spell);
  s.die('sympathy:class').die('sympathy:class').die('ceremonial:basic').button('Done');
  s.die('charm:basic').button('Power');
  s.die('natural:basic').button('Class');
  return s;
}

describe('Resonance', () => {
  it('is placed face up under a ready spell, taking no slot, and readies 2 exhausted dice on chosen sides', () => {
    const s = playUnder(board(['summon-ghostly-mount']), 'summon-ghostly-mount');
    const spell = s.cards('p1', 'summon-ghostly-mount')[0]!;
    const resonance = s.cards('p1', 'resonance')[0]!;
    expect(resonance).toMatchObject({ zone: 'underneath', facedown: false, host: spell.uuid });
    expect(s.state.players.p1.spellboard).toEqual([spell.uuid]);
    const active = s.dice('p1', 'active').map((d) => `${d.magic}:${d.level}`);
    expect(active).toContain('charm:power');
    expect(active).toContain('natural:class');
    expect(s.logLines()).toEqual(
      expect.arrayContaining([
        'Resonance is placed face up under Summon Ghostly Mount',
        'alice places charm power into their active pool',
        'alice places natural class into their active pool',
      ]),
    );
    // Face up: everyone sees it under the spell.
    const seen = s.view('p2').players['alice']!.cardPiles.spells[0]!.childCards;
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ id: 'resonance', facedown: false });
  });

  it('focuses the other cards of its slot once more: 2 Summon Ghostly Mounts reach Focus 2', () => {
    const s = playUnder(
      board(['summon-ghostly-mount', 'summon-ghostly-mount']),
      'summon-ghostly-mount',
    );
    s.click('summon-ghostly-mount').click('hollow');
    expect(s.prompt().buttons).toContain('Nightmare Mount (Focus 2)');
  });

  it('without it, 2 Summon Ghostly Mounts stay at Focus 1', () => {
    const s = board(['summon-ghostly-mount', 'summon-ghostly-mount']);
    s.click('summon-ghostly-mount').click('hollow');
    expect(s.prompt().buttons).toEqual(['Pale Steed Mount', 'Spectral Charger Mount']);
  });

  it('focuses only its own slot', () => {
    const s = playUnder(
      board(['summon-ancestor-spirit', 'summon-ghostly-mount', 'summon-ghostly-mount']),
      'summon-ancestor-spirit',
    );
    s.click('summon-ghostly-mount').click('hollow');
    expect(s.prompt().buttons).toEqual(['Pale Steed Mount', 'Spectral Charger Mount']);
  });

  it('cannot be played without a ready spell on your spellboard', () => {
    const s = board([]);
    expect(s.offers('resonance')).toBe(false);
  });

  it('is discarded when the spell above it leaves play', () => {
    const s = playUnder(board(['summon-ghostly-mount']), 'summon-ghostly-mount');
    s.send({ type: 'toggleManualMode' });
    const spell = s.cards('p1', 'summon-ghostly-mount')[0]!.uuid;
    s.send({ type: 'drop', uuid: spell, source: 'spellboard', target: 'discard' });
    expect(s.zoneStubs('p1', 'discard').sort()).toEqual(['resonance', 'summon-ghostly-mount']);
  });
});
