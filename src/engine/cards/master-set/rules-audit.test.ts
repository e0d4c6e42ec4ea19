import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';

/** Scenarios of the rules areas where outside checks found the engine wrong (rules digest). */
let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const coal = 'coal-roarkwin'; // life 15
const maeoni = 'maeoni-viper'; // life 20

describe('exhausted cards: only inexhaustible lines work (§14.2)', () => {
  it('an exhausted Blood Puppet places no wound at the end of the round (Cursed is not inexhaustible)', () => {
    const exhausted = scenario(catalogue, {
      phase: 'recovery',
      p1: { phoenixborn: coal, battlefield: [{ stub: 'blood-puppet', exhaustion: 2 }] },
      p2: { phoenixborn: maeoni },
    });
    expect(exhausted.unit('p1', 'blood-puppet')!.tokens.exhaustion).toBe(1);
    expect(exhausted.pb('p1').tokens.damage).toBe(0);
    const ready = scenario(catalogue, {
      phase: 'recovery',
      p1: { phoenixborn: coal, battlefield: [{ stub: 'blood-puppet', exhaustion: 1 }] },
      p2: { phoenixborn: maeoni },
    });
    expect(ready.pb('p1').tokens.damage).toBe(1);
  });

  it('an exhausted Chant of Revenge gains no status token when an ally is destroyed', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        spellboard: [{ stub: 'chant-of-revenge', exhaustion: 1 }],
        battlefield: [{ stub: 'iron-worker', damage: 1 }],
      },
      p2: { phoenixborn: 'aradel-summergaard', dice: ['natural:class'] },
      firstPlayer: 'p2',
    });
    s.click('aradel-summergaard').click('iron-worker');
    expect(s.unit('p1', 'iron-worker')).toBeUndefined();
    expect(s.cards('p1', 'chant-of-revenge')[0]!.tokens.status).toBe(0);
  });

  it('an inexhaustible line works while exhausted: Silver Snake still consumes', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'aradel-summergaard', dice: ['natural:class'] },
      p2: {
        phoenixborn: maeoni,
        battlefield: [{ stub: 'silver-snake', exhaustion: 1 }, 'anchornaut'],
      },
    });
    s.click('aradel-summergaard').click('anchornaut');
    expect(s.unit('p2', 'anchornaut')).toBeUndefined();
    // Consume answers only units an opponent controls: its own unit gives nothing.
    expect(s.unit('p2', 'silver-snake')!.tokens.status).toBe(0);
    const t = scenario(catalogue, {
      p1: {
        phoenixborn: 'aradel-summergaard',
        battlefield: [{ stub: 'silver-snake', exhaustion: 1 }],
        dice: ['natural:class'],
      },
      p2: { phoenixborn: maeoni, battlefield: ['anchornaut'] },
    });
    t.click('aradel-summergaard').click('anchornaut');
    expect(t.unit('p1', 'silver-snake')!.tokens.status).toBe(1);
  });
});

describe('X values of copied units', () => {
  it('a Strange Copy of Silver Snake uses the X of the copied snake, not its own status tokens', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: [{ stub: 'silver-snake', status: 3 }] },
      p2: {
        phoenixborn: maeoni,
        hand: ['strange-copy'],
        battlefield: [{ stub: 'iron-worker', status: 1 }],
        dice: ['illusion:power'],
      },
    });
    s.button('Attack Phoenixborn').click('silver-snake').button('Done');
    s.click('strange-copy').click('iron-worker').click('silver-snake');
    const copy = s.view('p2').players.bob!.cardPiles.cardsInPlay[0]!;
    expect(copy.attack).toBe(3);
  });
});

describe('the order of fatigue wounds', () => {
  it('fatigue alternates one wound at a time from the first player: the second player can fall first', () => {
    const s = scenario(catalogue, {
      phase: 'prepare',
      round: 2,
      firstPlayer: 'p1',
      // alice needs 2 more cards with 2 life left; bob needs 1 with 1 life left.
      p1: { phoenixborn: coal, deck: ['anchornaut', 'anchornaut', 'anchornaut'], pbDamage: 13 },
      p2: {
        phoenixborn: maeoni,
        deck: ['anchornaut', 'anchornaut', 'anchornaut', 'anchornaut'],
        pbDamage: 19,
      },
    });
    s.button('Done').button('Done');
    expect(s.logLines().filter((l) => l.includes('fatigue'))).toEqual([
      'alice takes 1 fatigue wound',
      'bob takes 1 fatigue wound',
    ]);
    expect(s.state.winner).toBe('p1');
    expect(s.pb('p1').tokens.damage).toBe(14);
  });
});

describe('an effect of which one part is impossible still does the rest (§16.1)', () => {
  it('Summon Sleeping Widows with room for one widow places one', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'aradel-summergaard', dice: ['natural:class'] },
      p2: {
        // Maeoni Viper's battlefield holds 4: after Water Blast destroys one, 1 place is free.
        phoenixborn: maeoni,
        battlefield: ['anchornaut', 'iron-worker', 'hammer-knight', 'iron-worker'],
        hand: ['summon-sleeping-widows'],
        archives: ['sleeping-widow', 'sleeping-widow'],
        dice: ['ceremonial:class', 'ceremonial:class'],
      },
    });
    s.click('aradel-summergaard').click('anchornaut');
    expect(s.prompt()).toMatchObject({ player: 'p2', title: 'Play a reaction spell?' });
    s.click('summon-sleeping-widows');
    expect(s.cards('p2', 'sleeping-widow', 'battlefield')).toHaveLength(1);
    expect(s.cards('p2', 'sleeping-widow', 'archives')).toHaveLength(1);
    expect(s.state.players.p2.battlefield).toHaveLength(4);
  });
});
