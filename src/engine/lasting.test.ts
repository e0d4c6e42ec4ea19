import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../domain/cards';
import { attackValue, lifeValue } from './cardinfo';
import { standardCards } from './cards';
import type { CardRegistry } from './cards/registry';
import { can, costOf, durationFields, endRoundEffects, endTurnEffects } from './lasting';
import { changeValue, chooseCard, unitsOf } from './cards/api';
import { testCatalogue } from './testing/catalogue';
import { scenario } from './testing/scenario';
import type { Scenario, ScenarioSetup } from './testing/scenario';
import type { CardScript } from './cards/api';

let catalogue: Record<string, Card>;
/** The released scripts and this file's throwaway cards. */
let cards: CardRegistry;
const CAPTAIN = 'test-captain';
const WARDEN = 'test-warden';
const PATRON = 'test-patron';
const OMEN = 'test-omen';
const AEGIS = 'test-aegis';

beforeAll(async () => {
  const extra: CardScript[] = [];
  const base = await testCatalogue();
  // Throwaway units with Iron Worker's stats (2 attack, 2 life) and one static ability each.
  catalogue = {
    ...base,
    [CAPTAIN]: { ...base['iron-worker']!, stub: CAPTAIN, name: 'Test Captain' },
    [WARDEN]: { ...base['iron-worker']!, stub: WARDEN, name: 'Test Warden' },
    [PATRON]: { ...base['iron-worker']!, stub: PATRON, name: 'Test Patron' },
    [OMEN]: { ...base['strengthen']!, stub: OMEN, name: 'Test Omen' },
    [AEGIS]: { ...base['strengthen']!, stub: AEGIS, name: 'Test Aegis' },
  };
  extra.push({
    stub: AEGIS,
    statics: [
      {
        name: 'Aegis',
        // "Damage dealt to units you control and your Phoenixborn is reduced by 1."
        appliesTo: (q, card) =>
          q.state.cards[card]?.controller === q.me &&
          ['battlefield', 'phoenixborn'].includes(q.state.cards[card]?.zone ?? ''),
        prevent: 1,
      },
    ],
  });
  const target = chooseCard('target', { title: 'Omen: choose a unit', from: (g) => unitsOf(g) });
  extra.push({
    stub: OMEN,
    abilities: [
      {
        id: 'omen',
        name: 'Omen',
        cost: ['[[side]]'],
        // "+2 attack until the end of your opponent's next turn."
        steps: [
          target.ask,
          (g) => changeValue(g, target.of(g), 'attack', 2, { untilEndOfNextTurnOf: 'p2' }),
        ],
      },
    ],
  });
  extra.push({
    stub: PATRON,
    statics: [
      {
        name: 'Patronage',
        // "Allies in your hand cost 1 [[basic]] less to play."
        appliesTo: (q, card) =>
          q.state.players[q.me].hand.includes(card) &&
          q.context.catalogue[q.state.cards[card]?.stub ?? '']?.type === 'Ally',
        basicCost: -1,
      },
    ],
  });
  extra.push({
    stub: CAPTAIN,
    statics: [
      {
        name: 'Rally',
        // "Other units you control get +1 attack and +1 life."
        appliesTo: (q, card) => card !== q.self && q.state.players[q.me].battlefield.includes(card),
        add: { attack: 1, life: 1 },
      },
    ],
  });
  extra.push({
    stub: WARDEN,
    statics: [
      {
        name: 'Dread',
        inexhaustible: true,
        // "Units your opponents control cannot block."
        appliesTo: (q, card) =>
          q.state.cards[card]?.zone === 'battlefield' && q.state.cards[card]?.controller !== q.me,
        forbids: ['block'],
      },
    ],
  });
  cards = standardCards().with(extra);
});

/** A game on this board that runs this file's throwaway cards too. */
function withCards(setup: ScenarioSetup): Scenario {
  return scenario(catalogue, setup, cards);
}

function uuid(s: Scenario, p: 'p1' | 'p2', stub: string): string {
  const unit = s.unit(p, stub);
  if (!unit) throw new Error(`no ${stub}`);
  return unit.uuid;
}

describe('static abilities of cards in play', () => {
  it('change the values of the cards they apply to, and of no other', () => {
    const s = withCards({
      p1: { phoenixborn: 'coal-roarkwin', battlefield: [CAPTAIN, 'hammer-knight'] },
      p2: { phoenixborn: 'maeoni-viper', battlefield: ['iron-worker'] },
    });
    expect(attackValue(s.state, s.context, uuid(s, 'p1', 'hammer-knight'))).toBe(4);
    expect(lifeValue(s.state, s.context, uuid(s, 'p1', 'hammer-knight'))).toBe(5);
    expect(attackValue(s.state, s.context, uuid(s, 'p1', CAPTAIN))).toBe(2);
    expect(attackValue(s.state, s.context, uuid(s, 'p2', 'iron-worker'))).toBe(2);
  });

  it('a life bonus keeps a unit alive with wounds equal to its printed life', () => {
    const s = withCards({
      p1: {
        phoenixborn: 'coal-roarkwin',
        battlefield: [CAPTAIN, { stub: 'iron-worker', damage: 2 }],
      },
      p2: { phoenixborn: 'maeoni-viper' },
    });
    expect(s.unit('p1', 'iron-worker')).toBeTruthy();
  });

  it('do nothing while their card is exhausted (unless inexhaustible) or has no abilities', () => {
    const exhausted = withCards({
      p1: {
        phoenixborn: 'coal-roarkwin',
        battlefield: [{ stub: CAPTAIN, exhaustion: 1 }, 'hammer-knight'],
      },
      p2: { phoenixborn: 'maeoni-viper' },
    });
    expect(
      attackValue(exhausted.state, exhausted.context, uuid(exhausted, 'p1', 'hammer-knight')),
    ).toBe(3);
    const reflected = withCards({
      p1: {
        phoenixborn: 'coal-roarkwin',
        battlefield: [{ stub: CAPTAIN, upgrades: ['reflections-in-the-water'] }, 'hammer-knight'],
      },
      p2: { phoenixborn: 'maeoni-viper' },
    });
    expect(
      attackValue(reflected.state, reflected.context, uuid(reflected, 'p1', 'hammer-knight')),
    ).toBe(3);
  });

  it('a restriction answers can(): the opponent’s units cannot block, its own still may', () => {
    const s = withCards({
      p1: {
        phoenixborn: 'coal-roarkwin',
        battlefield: [{ stub: WARDEN, exhaustion: 1 }, 'hammer-knight'],
      },
      p2: { phoenixborn: 'maeoni-viper', battlefield: ['iron-worker'] },
    });
    expect(can(s.state, s.context, uuid(s, 'p2', 'iron-worker'), 'block')).toBe(false);
    expect(can(s.state, s.context, uuid(s, 'p2', 'iron-worker'), 'guard')).toBe(true);
    expect(can(s.state, s.context, uuid(s, 'p1', 'hammer-knight'), 'block')).toBe(true);
    s.button('Attack Phoenixborn').click('hammer-knight').button('Done');
    expect(s.prompt().player).toBe('p2');
    expect(s.offers('iron-worker')).toBe(false);
  });

  it('a cost change answers costOf and lets the card be played for less', () => {
    const board = (battlefield: string[]) =>
      withCards({
        p1: {
          phoenixborn: 'coal-roarkwin',
          battlefield,
          hand: ['iron-worker', 'molten-gold'],
          dice: ['natural:basic'],
        },
        p2: { phoenixborn: 'maeoni-viper' },
      });
    const without = board([]);
    const worker = without.state.players.p1.hand[0]!;
    expect(costOf(without.state, without.context, worker).dice).toEqual([
      [
        { magic: null, level: 'basic' },
        { magic: null, level: 'basic' },
      ],
    ]);
    expect(without.offers('iron-worker')).toBe(false);
    const s = board([PATRON]);
    const cheaper = s.state.players.p1.hand[0]!;
    expect(costOf(s.state, s.context, cheaper).dice).toEqual([[{ magic: null, level: 'basic' }]]);
    const gold = s.state.players.p1.hand[1]!;
    expect(costOf(s.state, s.context, gold)).toEqual(
      costOf(without.state, without.context, without.state.players.p1.hand[1]!),
    );
    s.click('iron-worker');
    expect(s.unit('p1', 'iron-worker')).toBeTruthy();
    expect(s.dice('p1', 'active')).toHaveLength(0);
  });

  it('an effect until the end of the opponent’s next turn lasts through that turn and ends with it', () => {
    const s = withCards({
      p1: { phoenixborn: 'coal-roarkwin', spellboard: [OMEN], battlefield: ['hammer-knight'] },
      p2: { phoenixborn: 'maeoni-viper', battlefield: ['iron-worker'] },
    });
    s.click(OMEN).click('hammer-knight');
    const knight = uuid(s, 'p1', 'hammer-knight');
    expect(attackValue(s.state, s.context, knight)).toBe(5);
    expect(s.logLines()).toContain("Hammer Knight gets +2 attack until the end of bob's next turn");
    s.button('Pass').button('End Turn');
    expect(attackValue(s.state, s.context, knight)).toBe(5);
    expect(s.prompt().player).toBe('p2');
    s.button('Pass').button('End Turn');
    expect(attackValue(s.state, s.context, knight)).toBe(3);
  });

  it('placed during that player’s own turn, "their next turn" is the one after it', () => {
    const s = withCards({
      p1: { phoenixborn: 'coal-roarkwin', battlefield: ['hammer-knight'] },
      p2: { phoenixborn: 'maeoni-viper' },
    });
    const knight = s.unit('p1', 'hammer-knight')!;
    expect(s.state.turn?.player).toBe('p1');
    knight.effects.push({
      kind: 'value',
      stat: 'attack',
      amount: 1,
      ...durationFields(s.state, { untilEndOfNextTurnOf: 'p1' }),
    });
    endTurnEffects(s.state, 'p1');
    endTurnEffects(s.state, 'p2');
    endRoundEffects(s.state);
    expect(knight.effects).toHaveLength(1);
    endTurnEffects(s.state, 'p1');
    expect(knight.effects).toHaveLength(0);
  });

  it('damage prevention applies to units and the Phoenixborn its controller has', () => {
    const s = withCards({
      p1: { phoenixborn: 'aradel-summergaard', dice: ['natural:class', 'natural:class'] },
      p2: { phoenixborn: 'maeoni-viper', spellboard: [AEGIS], battlefield: ['hammer-knight'] },
    });
    s.click('aradel-summergaard').click('hammer-knight');
    expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(1);
    expect(s.logLines()).toContain('Hammer Knight is dealt 2 damage (1 prevented)');
    const pb = withCards({
      p1: { phoenixborn: 'coal-roarkwin', spellboard: [{ stub: 'chant-of-revenge', status: 1 }] },
      p2: { phoenixborn: 'maeoni-viper', spellboard: [AEGIS] },
    });
    pb.click('chant-of-revenge').click('maeoni-viper');
    expect(pb.pb('p2').tokens.damage).toBe(0);
    expect(pb.logLines()).toContain('Maeoni Viper is dealt 1 damage (1 prevented)');
  });
});
