import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const xander = 'xander-heartsblood';
const coal = 'coal-roarkwin';

describe('The King of Titans cards: the Mounts', () => {
  describe('Summon Archasaurus Mount and Archasaurus Mount', () => {
    const board = () =>
      scenario(catalogue, {
        p1: {
          phoenixborn: xander,
          hand: ['summon-archasaurus-mount', 'natures-wrath'],
          spellboard: ['chant-of-hostility'],
          battlefield: ['pain-shaman', { stub: 'raptor-herder', exhaustion: 1 }],
          dice: ['divine:class', 'natural:class', 'natural:basic', 'natural:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['iron-worker', 'hammer-knight'] },
      });

    /** Plays the Summon paying divine class, natural class and natural basic. */
    const summon = (s: ReturnType<typeof board>) => {
      s.click('summon-archasaurus-mount');
      if (s.prompt().title.startsWith('Pay for '))
        s.die('divine:class').die('natural:class').die('natural:basic');
      if (s.prompt().title.startsWith('Pay for ')) s.button('Done');
      return s;
    };

    it('removes an unexhausted ally from play and places it face down under an Archasaurus Mount', () => {
      const s = summon(board());
      expect(s.prompt().title).toBe(
        'Summon Archasaurus Mount: remove an unexhausted ally you control from play',
      );
      expect(s.offers('raptor-herder')).toBe(false);
      s.click('pain-shaman');
      const mount = s.unit('p1', 'archasaurus-mount')!;
      const shaman = s.cards('p1', 'pain-shaman')[0]!;
      expect(shaman.zone).toBe('underneath');
      expect(shaman.host).toBe(mount.uuid);
      // Removed from play, not destroyed: no Chant token.
      expect(s.cards('p1', 'chant-of-hostility', 'spellboard')[0]!.tokens.status).toBe(0);
      const inPlay = s.view('p2').players.alice!.cardPiles.cardsInPlay;
      const mountView = inPlay.find((c) => c.id === 'archasaurus-mount');
      expect(mountView?.childCards[0]?.facedown).toBe(true);
      expect(JSON.stringify(mountView)).not.toMatch(/Pain Shaman/);
    });

    it('Gigantic 2: units with a life value of 2 or less cannot block it', () => {
      const s = board();
      summon(s).click('pain-shaman');
      s.button('End Turn').button('Pass').button('End Turn');
      s.button('Attack Phoenixborn').click('archasaurus-mount').button('Done');
      expect(s.prompt().player).toBe('p2');
      expect(s.offers('iron-worker')).toBe(false);
      expect(s.offers('hammer-knight')).toBe(true);
    });

    it('Dismount: when destroyed, the ally underneath goes into your hand', () => {
      const s = board();
      summon(s).click('pain-shaman');
      s.unit('p1', 'archasaurus-mount')!.tokens.damage = 4;
      s.button('End Turn').button('Pass').button('End Turn');
      s.click('natures-wrath');
      expect(s.cards('p1', 'archasaurus-mount', 'battlefield')).toHaveLength(0);
      expect(s.zoneStubs('p1', 'hand')).toEqual(['pain-shaman']);
    });

    it('cannot be played without an unexhausted ally you control', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: xander,
          hand: ['summon-archasaurus-mount'],
          battlefield: [{ stub: 'pain-shaman', exhaustion: 1 }],
          dice: ['divine:class', 'natural:class', 'natural:basic'],
        },
        p2: { phoenixborn: coal },
      });
      expect(s.offers('summon-archasaurus-mount')).toBe(false);
    });
  });

  describe('Summon Cerasaurus Mount and Cerasaurus Mount', () => {
    const board = () =>
      scenario(catalogue, {
        p1: {
          phoenixborn: xander,
          spellboard: ['summon-cerasaurus-mount'],
          hand: ['earthquake'],
          battlefield: ['raptor-herder'],
          dice: ['divine:class', 'natural:class', 'natural:basic', 'natural:basic'],
        },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });

    it('side: removes an unexhausted ally from play under a Cerasaurus Mount', () => {
      const s = board();
      s.click('summon-cerasaurus-mount');
      expect(s.prompt().title).toMatch(/^Summon Cerasaurus Mount/);
      s.click('raptor-herder');
      expect(s.state.turn?.sideActions).toBe(0);
      expect(s.cards('p1', 'raptor-herder')[0]!.zone).toBe('underneath');
      expect(s.cards('p1', 'cerasaurus-mount', 'battlefield')).toHaveLength(1);
    });

    it('Dismount: destroyed by Earthquake, the ally underneath goes into your hand', () => {
      const s = board();
      s.click('summon-cerasaurus-mount').click('raptor-herder');
      s.click('earthquake').click('cerasaurus-mount');
      expect(s.zoneStubs('p1', 'hand')).toEqual(['raptor-herder']);
      expect(s.cards('p1', 'cerasaurus-mount', 'archives')).toHaveLength(2);
    });

    it('Overkill 1: destroying a unit by attacking deals 1 damage to that opponent’s Phoenixborn', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: xander, battlefield: ['cerasaurus-mount'] },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      s.button('Attack a unit').click('iron-worker').click('cerasaurus-mount');
      if (s.prompt().title.match(/guard/i)) s.button('No guard');
      if (s.offers('Counter')) s.button('Counter');
      expect(s.pb('p2').tokens.damage).toBe(1);
    });
  });
});
