import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../domain/cards';
import { turnOptions } from './flow/turn';
import { placeEffect } from './lasting';
import { mustChooseAttack } from './must-attack';
import { testCatalogue } from './testing/catalogue';
import { scenario } from './testing/scenario';
import type { ScenarioSetup } from './testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

/** A game where alice must choose an Attack as her main action this turn. */
function infatuated(setup: Pick<ScenarioSetup, 'p1'>) {
  const s = scenario(catalogue, { ...setup, p2: { phoenixborn: 'coal-roarkwin' } });
  placeEffect(s.state, s.pb('p1').uuid, { kind: 'mustAttack' }, 'thisTurn');
  return s;
}

function offered(s: ReturnType<typeof infatuated>): string[] {
  return turnOptions(s.state, s.context, 'p1').map((o) =>
    o.kind === 'card' ? (s.state.cards[o.value]?.stub ?? o.value) : (o.text ?? o.value),
  );
}

describe('mustAttack (Infatuate)', () => {
  it('closes main-action costs and Pass while a unit can attack; side actions stay open', () => {
    const s = infatuated({
      p1: {
        phoenixborn: 'hope-everthorn',
        battlefield: ['iron-worker', 'dreamlock-mage'],
        hand: ['anchornaut'],
        spellboard: ['summon-fox-spirit'],
        dice: ['illusion:class', 'illusion:power'],
      },
    });
    expect(mustChooseAttack(s.state, s.context, 'p1')).toBe(true);
    const options = offered(s);
    expect(options).not.toContain('Pass');
    expect(options).not.toContain('anchornaut');
    expect(options).not.toContain('summon-fox-spirit');
    expect(options).toContain('Attack Phoenixborn');
    expect(options).toContain('Meditate');
  });

  it('binds nobody without a unit able to attack', () => {
    const s = infatuated({
      p1: {
        phoenixborn: 'hope-everthorn',
        battlefield: [{ stub: 'iron-worker', exhaustion: 1 }],
        hand: ['anchornaut'],
        dice: ['illusion:class'],
      },
    });
    expect(mustChooseAttack(s.state, s.context, 'p1')).toBe(false);
    expect(offered(s)).toEqual(expect.arrayContaining(['Pass', 'anchornaut']));
  });
});
