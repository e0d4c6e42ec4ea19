import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { hiddenLeaks } from '../../testing/hidden-leaks';
import { scenario } from '../../testing/scenario';
import type { Scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const rimea = 'rimea-careworn';
const coal = 'coal-roarkwin';

function mountBoard(spells = 1, extra: { hand?: string[]; dice?: string[] } = {}): Scenario {
  return scenario(catalogue, {
    p1: {
      phoenixborn: rimea,
      spellboard: Array.from({ length: spells }, () => 'summon-ghostly-mount'),
      battlefield: ['hollow', { stub: 'battle-seer', exhaustion: 1 }],
      hand: extra.hand ?? [],
      dice: ['illusion:class', 'sympathy:class', ...(extra.dice ?? [])],
    },
    p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
  });
}

describe('The Ghost Guardian mounts', () => {
  describe('Summon Ghostly Mount', () => {
    it('removes an unexhausted ally from play and places it face down under the chosen mount', () => {
      const s = mountBoard();
      s.click('summon-ghostly-mount');
      expect(s.prompt().title).toBe(
        'Summon Ghostly Mount: choose an unexhausted ally you control to remove from play',
      );
      expect(s.offers('hollow')).toBe(true);
      expect(s.offers('battle-seer')).toBe(false);
      s.click('hollow');
      expect(s.prompt().buttons).toEqual(['Pale Steed Mount', 'Spectral Charger Mount']);
      s.button('Pale Steed Mount');
      expect(s.cards('p1', 'hollow', 'battlefield')).toHaveLength(0);
      const mount = s.unit('p1', 'pale-steed-mount')!;
      expect(mount.under).toHaveLength(1);
      const rider = s.state.cards[mount.under![0]!]!;
      expect(rider).toMatchObject({ stub: 'hollow', zone: 'underneath', facedown: true });
      expect(rider.host).toBe(mount.uuid);
      expect(s.logLines()).toContain('Hollow is placed face down under Pale Steed Mount');
      expect(s.state.cards['summon-ghostly-mount']).toBeUndefined();
      expect(s.cards('p1', 'summon-ghostly-mount')[0]!.tokens.exhaustion).toBe(1);
    });

    it('shows everyone how many cards lie under the mount, and nobody which', () => {
      const s = mountBoard();
      s.click('summon-ghostly-mount').click('hollow').button('Spectral Charger Mount');
      for (const viewer of ['p1', 'p2', null] as const) {
        const view = s.view(viewer);
        const mount = view.players['alice']!.cardPiles.cardsInPlay.find(
          (c) => c.id === 'spectral-charger-mount',
        )!;
        expect(mount.childCards).toHaveLength(1);
        expect(mount.childCards[0]).toMatchObject({ facedown: true });
        expect(mount.childCards[0]!.id).toBeUndefined();
        expect(JSON.stringify(view.players)).not.toContain('hollow');
        expect(hiddenLeaks(s.state, view, viewer ? s.name(viewer) : null)).toEqual([]);
      }
    });

    it('Focus 2: may place a Nightmare Mount instead', () => {
      const s = mountBoard(3);
      s.click('summon-ghostly-mount').click('hollow');
      expect(s.prompt().buttons).toEqual([
        'Pale Steed Mount',
        'Spectral Charger Mount',
        'Nightmare Mount (Focus 2)',
      ]);
      s.button('Nightmare Mount (Focus 2)');
      expect(s.unit('p1', 'nightmare-mount')!.under).toHaveLength(1);
    });

    it('cannot be used without an unexhausted ally you control', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: rimea,
          spellboard: ['summon-ghostly-mount'],
          battlefield: [{ stub: 'hollow', exhaustion: 1 }, 'ancestor-spirit'],
          dice: ['illusion:class', 'sympathy:class'],
        },
        p2: { phoenixborn: coal },
      });
      expect(s.offers('summon-ghostly-mount')).toBe(false);
    });

    it('cannot be used once no mount is left in the conjuration pile', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: rimea,
          spellboard: ['summon-ghostly-mount'],
          battlefield: ['hollow'],
          archives: ['nightmare-mount'],
          dice: ['illusion:class', 'sympathy:class'],
        },
        p2: { phoenixborn: coal },
      });
      expect(s.offers('summon-ghostly-mount')).toBe(false);
    });
  });

  describe('Dismount', () => {
    it('the allies you own under a destroyed mount go to your hand', () => {
      const s = mountBoard(1, {
        hand: ['out-of-the-mist'],
        dice: ['illusion:power', 'natural:power'],
      });
      s.click('summon-ghostly-mount').die('illusion:class').die('sympathy:class').button('Done');
      s.click('hollow').button('Spectral Charger Mount');
      // Out of the Mist deals 2 (2 units you control) to the Spectral Charger, life 2.
      s.click('out-of-the-mist').click('spectral-charger-mount');
      expect(s.cards('p1', 'spectral-charger-mount', 'archives')).toHaveLength(1);
      expect(s.zoneStubs('p1', 'hand')).toEqual(['hollow']);
      expect(s.zoneStubs('p1', 'discard')).toEqual(['out-of-the-mist']);
      expect(s.logLines()).toContain('alice places Hollow into their hand');
    });

    it('a mount that leaves play otherwise only discards the cards under it', () => {
      const s = mountBoard();
      s.click('summon-ghostly-mount').click('hollow').button('Pale Steed Mount');
      // Set aside by hand (manual mode): no Dismount, the rider is discarded (rules §13.2).
      s.send({ type: 'toggleManualMode' });
      const mount = s.unit('p1', 'pale-steed-mount')!.uuid;
      s.send({ type: 'drop', uuid: mount, source: 'play area', target: 'archives' });
      expect(s.zoneStubs('p1', 'discard')).toEqual(['hollow']);
      expect(s.zoneStubs('p1', 'hand')).toEqual([]);
    });
  });

  describe('manual mode', () => {
    it('the controller of the mount may take the cards under it into hand; nobody else may', () => {
      const s = mountBoard();
      s.click('summon-ghostly-mount').click('hollow').button('Pale Steed Mount');
      s.send({ type: 'toggleManualMode' });
      const mount = s.unit('p1', 'pale-steed-mount')!.uuid;
      const menu = s
        .view('p1')
        .players['alice']!.cardPiles.cardsInPlay.find((c) => c.uuid === mount)!.menu!;
      expect(menu.filter((m) => m.command === 'underneath').map((m) => m.text)).toEqual([
        'Cards underneath to hand',
        'Discard cards underneath',
      ]);
      const click = { type: 'menuItemClick', uuid: mount, command: 'underneath' } as const;
      s.send({ ...click, arg: 'hand' }, 'p2', true);
      s.send({ ...click, arg: 'deck' }, 'p1', true);
      expect(s.unit('p1', 'pale-steed-mount')!.under).toHaveLength(1);
      s.send({ ...click, arg: 'hand' }, 'p1');
      expect(s.zoneStubs('p1', 'hand')).toEqual(['hollow']);
      expect(s.unit('p1', 'pale-steed-mount')!.under).toEqual([]);
    });
  });

  describe('the mounts’ keywords', () => {
    it('Nightmare Mount — Terrifying 1: units with attack 1 or less cannot block it', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: rimea, battlefield: ['nightmare-mount'] },
        p2: { phoenixborn: coal, battlefield: ['mist-spirit', 'iron-worker'] },
      });
      s.button('Attack Phoenixborn').click('nightmare-mount').button('Done');
      expect(s.offers('mist-spirit')).toBe(false);
      expect(s.offers('iron-worker')).toBe(true);
    });

    it('Pale Steed Mount — Unit Guard: may guard a unit that is being attacked', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: rimea, battlefield: ['iron-worker'] },
        p2: { phoenixborn: coal, battlefield: ['pale-steed-mount', 'hammer-knight'] },
      });
      s.button('Attack a unit').click('hammer-knight').click('iron-worker');
      expect(s.prompt()).toMatchObject({ player: 'p2', title: 'Choose a guard, or no guard' });
      expect(s.offers('pale-steed-mount')).toBe(true);
    });
  });
});
