import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const saria = 'saria-guideman';
const coal = 'coal-roarkwin';

describe('The Cloudsea Siren cards', () => {
  it('Purge makes a player discard the top card; with focus, 1 basic for one more', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: saria,
        spellboard: ['purge', 'purge'],
        dice: ['charm:class', 'illusion:basic'],
      },
      p2: { phoenixborn: coal, deck: ['anchornaut', 'iron-worker', 'cover'] },
    });
    s.click('purge').button('bob').die('illusion:basic');
    expect(s.zoneStubs('p2', 'discard')).toEqual(['anchornaut', 'iron-worker']);
  });

  it('Summon Three-Eyed Owl and Summon Seaside Raven place their conjurations', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: saria,
        spellboard: ['summon-seaside-raven'],
        dice: ['charm:basic', 'charm:basic', 'charm:basic'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('summon-seaside-raven');
    expect(s.unit('p1', 'seaside-raven')).toBeTruthy();
    const t = scenario(catalogue, {
      p1: { phoenixborn: saria, spellboard: ['summon-three-eyed-owl'], dice: ['charm:class'] },
      p2: { phoenixborn: coal },
    });
    t.click('summon-three-eyed-owl');
    expect(t.unit('p1', 'three-eyed-owl')).toBeTruthy();
  });

  it('Three-Eyed Owl — Peer shows one card only to its controller; Memory Drain makes the opponent discard', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: saria, spellboard: ['summon-three-eyed-owl'], dice: ['charm:class'] },
      p2: { phoenixborn: coal, hand: ['iron-worker'] },
    });
    s.click('summon-three-eyed-owl');
    expect(s.prompt().title).toBe('Peer: you see Iron Worker');
    expect(s.view('p2').players.bob!.promptState.promptTitle).toBe('Waiting for opponent');
    const t = scenario(catalogue, {
      phase: 'prepare',
      round: 2,
      p1: { phoenixborn: saria, battlefield: ['three-eyed-owl'], deck: Array(5).fill('purge') },
      p2: { phoenixborn: coal, deck: Array(5).fill('anchornaut') },
    });
    t.button('Done').button('Done');
    expect(t.prompt()).toMatchObject({
      player: 'p2',
      title: expect.stringMatching(/Memory Drain/),
    });
    t.click('anchornaut');
    expect(t.zoneStubs('p2', 'hand')).toHaveLength(4);
  });

  it('Seaside Raven — Prey destroys a unit with life 2 or less; Quick Strike strikes first', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: saria,
        spellboard: ['summon-seaside-raven'],
        dice: ['charm:basic', 'charm:basic', 'charm:basic'],
      },
      p2: { phoenixborn: coal, battlefield: ['iron-worker', 'hammer-knight'] },
    });
    s.click('summon-seaside-raven');
    expect(s.offers('hammer-knight')).toBe(false);
    s.click('iron-worker');
    expect(s.unit('p2', 'iron-worker')).toBeUndefined();
    const t = scenario(catalogue, {
      p1: { phoenixborn: saria, battlefield: ['seaside-raven'] },
      p2: { phoenixborn: coal, battlefield: ['iron-worker'], guarded: true },
    });
    t.button('Attack a unit').click('iron-worker').click('seaside-raven').button('Counter');
    expect(t.unit('p2', 'iron-worker')).toBeUndefined();
    expect(t.unit('p1', 'seaside-raven')!.tokens.damage).toBe(0);
  });

  it('Abundance: each player draws up to 2 and takes damage for cards not drawn, reduced by focus', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: saria, spellboard: ['abundance', 'abundance'], deck: ['purge'] },
      p2: { phoenixborn: coal, deck: ['anchornaut', 'iron-worker'] },
    });
    s.click('abundance').button('Draw 2').button('Draw 0');
    expect(s.pb('p1').tokens.damage).toBe(0);
    expect(s.pb('p2').tokens.damage).toBe(2);
  });

  it('Hidden Power draws 1 and changes 5 dice', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: saria,
        hand: ['hidden-power'],
        deck: ['seal'],
        dice: ['illusion:class', 'charm:basic'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('hidden-power').die('charm:basic').button('Power').button('Done');
    expect(s.zoneStubs('p1', 'hand')).toEqual(['seal']);
    expect(s.dice('p1', 'active')[0]!.level).toBe('power');
  });

  it('Seal exhausts a ready spell and its copies', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: saria, hand: ['seal'], dice: ['charm:class', 'illusion:class'] },
      p2: { phoenixborn: coal, spellboard: ['strengthen', 'strengthen'] },
    });
    s.click('seal').click('strengthen');
    expect(s.cards('p2', 'strengthen').map((c) => c.tokens.exhaustion)).toEqual([1, 1]);
  });

  it('Strange Copy: a unit becomes a copy of a target unit after an opponent declares attackers', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['iron-worker'] },
      p2: {
        phoenixborn: saria,
        hand: ['strange-copy'],
        battlefield: ['anchornaut'],
        dice: ['illusion:power'],
      },
    });
    s.button('Attack Phoenixborn').click('iron-worker').button('Done');
    expect(s.prompt()).toMatchObject({ player: 'p2', title: 'Play a reaction spell?' });
    s.click('strange-copy').click('anchornaut').click('iron-worker');
    const copy = s.view('p2').players.bob!.cardPiles.cardsInPlay[0]!;
    expect([copy.attack, copy.life]).toEqual([2, 2]);
  });

  it('Sympathy Pain answers wounds on your Phoenixborn from an opponent with 2 damage', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['iron-worker'] },
      p2: { phoenixborn: saria, hand: ['sympathy-pain'], dice: ['charm:power'] },
    });
    s.button('Attack Phoenixborn').click('iron-worker').button('Done').button('Done');
    s.click('sympathy-pain').click('iron-worker');
    expect(s.unit('p1', 'iron-worker')).toBeUndefined();
    expect(s.state.players.p2.limitedPlayed).toBe(1);
  });

  it('Rose Fire Dancer — Distract exhausts a unit', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: saria, battlefield: ['rose-fire-dancer'] },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
    });
    s.click('rose-fire-dancer').click('hammer-knight');
    expect(s.unit('p2', 'hammer-knight')!.tokens.exhaustion).toBe(1);
    expect(s.unit('p1', 'rose-fire-dancer')!.tokens.exhaustion).toBe(1);
  });

  it('Enchanted Violinist — Song of Sorrow: if it destroys the unit, the opponent discards their top card', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: saria, battlefield: ['enchanted-violinist'] },
      p2: { phoenixborn: coal, battlefield: ['anchornaut'], deck: ['cover'] },
    });
    s.click('enchanted-violinist').click('anchornaut');
    expect(s.zoneStubs('p2', 'discard')).toEqual(['anchornaut', 'cover']);
  });
});
