import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { toEndOfRound } from '../../testing/round-steps';
import { scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const koji = 'koji-wolfcub';
const coal = 'coal-roarkwin';

describe('The Boy Among Wolves cards', () => {
  describe('Koji Wolfcub — Accelerate Growth', () => {
    it('places 1 status token on a target card, any kind, and exhausts Koji', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: koji, spellboard: ['summon-biter'] },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      s.click(koji);
      expect(s.prompt().title).toMatch(/^Accelerate Growth/);
      expect(s.offers('summon-biter')).toBe(true);
      expect(s.offers(coal)).toBe(true);
      s.click('iron-worker');
      expect(s.unit('p2', 'iron-worker')!.tokens.status).toBe(1);
      expect(s.pb('p1').tokens.exhaustion).toBe(1);
      expect(s.state.turn?.sideActions).toBe(0);
    });
  });

  describe('Join the Hunt', () => {
    it('gives a unit you control Group Tactics 2 this turn: +2 attack after 3 or more attackers', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          spellboard: ['join-the-hunt'],
          battlefield: ['iron-worker', 'hammer-knight', 'anchornaut'],
          dice: ['sympathy:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['blue-jaguar'] },
      });
      s.click('join-the-hunt');
      expect(s.offers('blue-jaguar')).toBe(false);
      s.click('iron-worker');
      expect(s.cards('p1', 'join-the-hunt', 'spellboard')[0]!.tokens.exhaustion).toBe(1);
      s.button('Attack Phoenixborn')
        .click('iron-worker')
        .click('hammer-knight')
        .click('anchornaut');
      s.button('Done');
      expect(s.prompt().title).toMatch(/Group Tactics 2/);
      s.button('Yes');
      const worker = s
        .view('p1')
        .players.alice!.cardPiles.cardsInPlay.find((c) => c.id === 'iron-worker');
      expect(worker!.attack).toBe(4);
    });

    it('a granted Group Tactics 2 adds to a printed Group Tactics 1 (Group Tactics 3)', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          spellboard: ['join-the-hunt'],
          battlefield: ['prism-tetra', 'iron-worker', 'hammer-knight'],
          dice: ['sympathy:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('join-the-hunt').click('prism-tetra');
      s.button('Attack Phoenixborn')
        .click('prism-tetra')
        .click('iron-worker')
        .click('hammer-knight');
      s.button('Done');
      expect(s.prompt().title).toMatch(/Group Tactics 3/);
      s.button('Yes');
      const tetra = s
        .view('p1')
        .players.alice!.cardPiles.cardsInPlay.find((c) => c.id === 'prism-tetra');
      expect(tetra!.attack).toBe(3);
    });

    it('Group Tactics 2 is not offered with fewer than 3 attackers', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          spellboard: ['join-the-hunt'],
          battlefield: ['iron-worker', 'hammer-knight'],
          dice: ['sympathy:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('join-the-hunt').click('iron-worker');
      s.button('Attack Phoenixborn').click('iron-worker').click('hammer-knight').button('Done');
      expect(s.prompt().title).not.toMatch(/Group Tactics/);
    });
  });

  describe('Summon Indiglow Creeper, Indiglow Creeper, Luminous Seedling, Brilliant Thorn', () => {
    it('places an Indiglow Creeper; without focus no status token is offered', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          spellboard: ['summon-indiglow-creeper'],
          battlefield: ['iron-worker'],
          dice: ['natural:class', 'sympathy:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('summon-indiglow-creeper');
      expect(s.cards('p1', 'indiglow-creeper', 'battlefield')).toHaveLength(1);
      expect(s.unit('p1', 'iron-worker')!.tokens.status).toBe(0);
      expect(s.prompt().title).not.toMatch(/Focus 1/);
    });

    it('Focus 1: may place 1 status token on a unit you control', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          spellboard: ['summon-indiglow-creeper', 'summon-indiglow-creeper'],
          battlefield: ['iron-worker'],
          dice: ['natural:class', 'sympathy:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.click(s.cards('p1', 'summon-indiglow-creeper', 'spellboard')[0]!.uuid);
      expect(s.prompt().title).toMatch(/Focus 1/);
      expect(s.offers('hammer-knight')).toBe(false);
      s.click('iron-worker');
      expect(s.unit('p1', 'iron-worker')!.tokens.status).toBe(1);
    });

    it('Fade destroys the Creeper at the end of the round; Germinate places a Luminous Seedling', () => {
      const s = toEndOfRound(catalogue, {
        p1: { phoenixborn: koji, battlefield: [{ stub: 'indiglow-creeper', exhaustion: 2 }] },
        p2: { phoenixborn: coal },
      });
      expect(s.cards('p1', 'indiglow-creeper', 'battlefield')).toHaveLength(0);
      expect(s.cards('p1', 'indiglow-creeper', 'archives')).toHaveLength(1);
      expect(s.cards('p1', 'luminous-seedling', 'battlefield')).toHaveLength(1);
    });

    it('Growth: the Seedling has +1 life per status token', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: koji, battlefield: [{ stub: 'luminous-seedling', status: 3 }] },
        p2: { phoenixborn: coal },
      });
      const seedling = s.view('p1').players.alice!.cardPiles.cardsInPlay[0]!;
      expect(seedling.life).toBe(5);
    });

    it('Blossom with 2 status tokens: destroys it and places up to 2 Brilliant Thorns', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: koji, battlefield: [{ stub: 'luminous-seedling', status: 2 }] },
        p2: { phoenixborn: coal },
      });
      s.click('luminous-seedling');
      expect(s.cards('p1', 'luminous-seedling', 'battlefield')).toHaveLength(0);
      expect(s.prompt().buttons).toEqual([
        '0 Brilliant Thorns',
        '1 Brilliant Thorn',
        '2 Brilliant Thorns',
      ]);
      s.button('2');
      expect(s.cards('p1', 'brilliant-thorn', 'battlefield')).toHaveLength(2);
      expect(s.state.turn?.mainAvailable).toBe(false);
    });

    it('Blossom with fewer than 2 status tokens places no Thorn', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: koji, battlefield: [{ stub: 'luminous-seedling', status: 1 }] },
        p2: { phoenixborn: coal },
      });
      s.click('luminous-seedling');
      expect(s.cards('p1', 'luminous-seedling', 'battlefield')).toHaveLength(0);
      expect(s.cards('p1', 'brilliant-thorn', 'battlefield')).toHaveLength(0);
    });

    it('Brilliant Thorn fades at the end of the round; Inheritance 1 may place a status token', () => {
      const s = toEndOfRound(catalogue, {
        p1: { phoenixborn: koji, battlefield: ['brilliant-thorn', 'iron-worker'] },
        p2: { phoenixborn: coal },
      });
      expect(s.prompt().title).toMatch(/^Inheritance 1/);
      s.click('iron-worker');
      expect(s.unit('p1', 'iron-worker')!.tokens.status).toBe(1);
      expect(s.cards('p1', 'brilliant-thorn', 'battlefield')).toHaveLength(0);
    });
  });

  describe('Summon Biter and Biter', () => {
    it('places a Biter for 1 natural class and 1 basic', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          spellboard: ['summon-biter'],
          dice: ['natural:class', 'charm:basic'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('summon-biter');
      expect(s.cards('p1', 'biter', 'battlefield')).toHaveLength(1);
    });

    it('Rooted: a Biter cannot be declared as an attacker', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: koji, battlefield: ['biter', 'iron-worker'] },
        p2: { phoenixborn: coal },
      });
      s.button('Attack Phoenixborn');
      expect(s.offers('biter')).toBe(false);
      expect(s.offers('iron-worker')).toBe(true);
    });

    it('Unit Guard: a Biter may guard another unit being attacked', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['hammer-knight'] },
        p2: { phoenixborn: koji, battlefield: ['biter', 'iron-worker'] },
      });
      s.button('Attack a unit').click('iron-worker').click('hammer-knight');
      expect(s.offers('biter')).toBe(true);
    });
  });
});
