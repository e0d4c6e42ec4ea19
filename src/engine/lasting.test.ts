import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../domain/cards';
import { attackValue, lifeValue } from './cardinfo';
import { standardCards } from './cards';
import type { CardRegistry } from './cards/registry';
import {
  can,
  costOf,
  durationFields,
  endRoundEffects,
  endTurnEffects,
  placeEffect,
  preventsAllDamage,
  startTurnEffects,
} from './lasting';
import {
  becomeCopy,
  changeValue,
  chooseCard,
  dealDamage,
  forbid,
  grantAbility,
  grantKeyword,
  handOf,
  opponentsOf,
  phoenixbornOf,
  playWithoutPaying,
  preventDamageTo,
  targetableUnits,
  unitsOf,
} from './cards/api';
import { isExhausted, keyword, targetableBy } from './cardinfo';
import { moveCard } from './ops';
import { usableAbilities } from './play';
import { testCatalogue } from './testing/catalogue';
import { scenario } from './testing/scenario';
import type { Scenario, ScenarioSetup } from './testing/scenario';
import type { Ability, CardScript, Step } from './cards/api';

let catalogue: Record<string, Card>;
/** The released scripts and this file's throwaway cards. */
let cards: CardRegistry;
const CAPTAIN = 'test-captain';
const WARDEN = 'test-warden';
const PATRON = 'test-patron';
const OMEN = 'test-omen';
const AEGIS = 'test-aegis';
/** A ready spell whose free abilities place each kind of lasting effect through its verb. */
const MAGE = 'test-mage';
/** An alteration that gives its host an activated ability. */
const BANNER = 'test-banner';
/** A unit whose static ability gives the units of its controller Bypass. */
const HERALD = 'test-herald';

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
    [MAGE]: { ...base['strengthen']!, stub: MAGE, name: 'Test Mage' },
    [BANNER]: { ...base['root-armor']!, stub: BANNER, name: 'Test Banner' },
    [HERALD]: { ...base['iron-worker']!, stub: HERALD, name: 'Test Herald' },
  };
  extra.push(...effectCards());
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

/** "Deal 1 damage to each opponent's Phoenixborn": the ability the banner and the mage grant. */
const roar: Ability = {
  id: 'roar',
  name: 'Roar',
  cost: [],
  steps: [
    (g) => {
      for (const p of opponentsOf(g)) dealDamage(g, phoenixbornOf(g, p), 1);
    },
  ],
};

function effectCards(): CardScript[] {
  const unit = chooseCard('unit', {
    title: 'Mage: choose a unit',
    from: (g) => targetableUnits(g),
  });
  const card = chooseCard('card', { title: 'Mage: choose a card in hand', from: (g) => handOf(g) });
  const mageAbility = (id: string, name: string, steps: Step[]): Ability => ({
    id,
    name,
    cost: [],
    steps,
  });
  return [
    {
      stub: MAGE,
      abilities: [
        mageAbility('weaken', 'Weaken', [
          unit.ask,
          (g) => changeValue(g, unit.of(g), 'life', -1, 'thisRound'),
        ]),
        mageAbility('haste', 'Haste', [
          unit.ask,
          (g) => grantKeyword(g, unit.of(g), 'bypass', 'thisTurn'),
        ]),
        mageAbility('veil', 'Veil', [
          unit.ask,
          (g) => forbid(g, unit.of(g), ['beTargeted', 'beAttacked'], 'thisTurn'),
        ]),
        mageAbility('still', 'Still', [
          unit.ask,
          (g) => forbid(g, unit.of(g), ['attack', 'counter'], 'thisTurn'),
        ]),
        mageAbility('ward', 'Ward', [
          (g) => preventDamageTo(g, phoenixbornOf(g), 2, { untilEndOfNextTurnOf: g.me }),
        ]),
        mageAbility('gift', 'Gift', [
          unit.ask,
          (g) => grantAbility(g, unit.of(g), 'roar', 'thisTurn'),
        ]),
        mageAbility('bounty', 'Bounty', [
          card.ask,
          (g) => playWithoutPaying(g, card.of(g), 'thisTurn'),
        ]),
        mageAbility('mimic', 'Mimic', [
          unit.ask,
          (g) => becomeCopy(g, unitsOf(g)[0] ?? null, unit.of(g), 'thisRound'),
        ]),
      ],
      grantedAbilities: [roar],
    },
    { stub: BANNER, grantedAbilities: [roar] },
    {
      stub: HERALD,
      statics: [
        {
          name: 'Vanguard',
          // "Units you control gain Bypass."
          appliesTo: (q, c) => q.state.players[q.me].battlefield.includes(c),
          grants: { bypass: 1 },
        },
      ],
    },
  ];
}

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

  it('"until the start of your next turn": lasts through the round’s end, ends as that turn starts', () => {
    const s = withCards({
      p1: { phoenixborn: 'coal-roarkwin', battlefield: ['hammer-knight'] },
      p2: { phoenixborn: 'maeoni-viper' },
    });
    const knight = s.unit('p1', 'hammer-knight')!;
    placeEffect(
      s.state,
      knight.uuid,
      { kind: 'preventAll', fromOpponentsOf: 'p1' },
      { untilStartOfNextTurnOf: 'p1' },
    );
    // Opponents' spells and attacks are prevented; the protected player's own and counters are not.
    expect(preventsAllDamage(s.state, knight.uuid, { by: 'p2', byEffect: true })).toBe(true);
    expect(
      preventsAllDamage(s.state, knight.uuid, { by: 'p2', byEffect: false, attacker: 'x' }),
    ).toBe(true);
    expect(preventsAllDamage(s.state, knight.uuid, { by: 'p2', byEffect: false })).toBe(false);
    expect(preventsAllDamage(s.state, knight.uuid, { by: 'p1', byEffect: true })).toBe(false);
    endTurnEffects(s.state, 'p1');
    startTurnEffects(s.state, 'p2');
    endTurnEffects(s.state, 'p2');
    endRoundEffects(s.state);
    expect(knight.effects).toHaveLength(1);
    startTurnEffects(s.state, 'p1');
    expect(knight.effects).toHaveLength(0);
  });

  it('"until the start of your next turn or the next round": ends at whichever comes first', () => {
    const s = withCards({
      p1: { phoenixborn: 'coal-roarkwin', battlefield: ['hammer-knight'] },
      p2: { phoenixborn: 'maeoni-viper' },
    });
    const knight = s.unit('p1', 'hammer-knight')!;
    const duration = { untilStartOfNextTurnOf: 'p2' as const, orNextRound: true };
    placeEffect(s.state, knight.uuid, { kind: 'forbid', acts: ['attack'] }, duration);
    endTurnEffects(s.state, 'p1');
    expect(knight.effects).toHaveLength(1);
    // That player's next turn comes first: it ends as the turn starts.
    startTurnEffects(s.state, 'p2');
    expect(knight.effects).toHaveLength(0);
    // The round ends before it (that player had passed for good): it ends with the round.
    const other = withCards({
      p1: { phoenixborn: 'coal-roarkwin', battlefield: ['hammer-knight'] },
      p2: { phoenixborn: 'maeoni-viper' },
    });
    const held = other.unit('p1', 'hammer-knight')!;
    placeEffect(other.state, held.uuid, { kind: 'forbid', acts: ['attack'] }, duration);
    endTurnEffects(other.state, 'p1');
    startTurnEffects(other.state, 'p1');
    expect(held.effects).toHaveLength(1);
    endRoundEffects(other.state);
    expect(held.effects).toHaveLength(0);
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

describe('lasting effects placed by cards', () => {
  const board = (p1: Partial<ScenarioSetup['p1']> = {}, p2: Partial<ScenarioSetup['p2']> = {}) =>
    withCards({
      p1: { phoenixborn: 'coal-roarkwin', spellboard: [MAGE], ...p1 },
      p2: { phoenixborn: 'maeoni-viper', battlefield: ['iron-worker'], ...p2 },
    });

  it('a value change lasts this round: through the end of the turn, not past the round', () => {
    const s = board({ battlefield: ['hammer-knight'] });
    const knight = uuid(s, 'p1', 'hammer-knight');
    s.click(MAGE).button('Weaken').click(knight);
    expect(lifeValue(s.state, s.context, knight)).toBe(3);
    expect(s.logLines()).toContain('Hammer Knight gets -1 life this round');
    endTurnEffects(s.state, 'p1');
    expect(lifeValue(s.state, s.context, knight)).toBe(3);
    endRoundEffects(s.state);
    expect(lifeValue(s.state, s.context, knight)).toBe(4);
  });

  it('a granted keyword counts for keyword() and its rule: a unit with Bypass cannot be blocked', () => {
    const s = board({ battlefield: ['hammer-knight'] });
    const knight = uuid(s, 'p1', 'hammer-knight');
    s.click(MAGE).button('Haste').click(knight);
    expect(keyword(s.state, s.context, knight, 'bypass')).toBe(1);
    s.button('Attack Phoenixborn').click(knight).button('Done');
    expect(s.prompt().player).toBe('p2');
    expect(s.offers('iron-worker')).toBe(false);
    endTurnEffects(s.state, 'p1');
    expect(keyword(s.state, s.context, knight, 'bypass')).toBe(0);
  });

  it('a static ability grants a keyword to the units it applies to', () => {
    const s = board({ battlefield: [HERALD, 'hammer-knight'] });
    expect(keyword(s.state, s.context, uuid(s, 'p1', 'hammer-knight'), 'bypass')).toBe(1);
    expect(keyword(s.state, s.context, uuid(s, 'p2', 'iron-worker'), 'bypass')).toBe(0);
  });

  it('"cannot be targeted or attacked": opponents may not choose it, its controller still may', () => {
    const s = board({ battlefield: ['hammer-knight'] });
    const worker = uuid(s, 'p2', 'iron-worker');
    expect(targetableBy(s.state, s.context, worker, 'p1')).toBe(true);
    placeEffect(
      s.state,
      worker,
      { kind: 'forbid', acts: ['beTargeted', 'beAttacked'] },
      'thisTurn',
    );
    expect(targetableBy(s.state, s.context, worker, 'p1')).toBe(false);
    expect(targetableBy(s.state, s.context, worker, 'p2')).toBe(true);
  });

  it('"cannot be targeted or attacked" takes the unit out of the choices and the attack targets', () => {
    const s = board(
      { battlefield: ['hammer-knight'] },
      { battlefield: ['iron-worker', 'anchornaut'] },
    );
    const worker = uuid(s, 'p2', 'iron-worker');
    placeEffect(
      s.state,
      worker,
      { kind: 'forbid', acts: ['beTargeted', 'beAttacked'] },
      'thisTurn',
    );
    s.click(MAGE).button('Weaken');
    expect(s.offers('hammer-knight')).toBe(true);
    expect(s.offers('iron-worker')).toBe(false);
    s.click('hammer-knight');
    s.button('Attack a unit');
    expect(s.offers('anchornaut')).toBe(true);
    expect(s.offers('iron-worker')).toBe(false);
  });

  it('"cannot attack" takes the unit out of the attackers; "cannot counter" skips its counter', () => {
    const s = board({ battlefield: ['hammer-knight', 'iron-worker'] });
    const knight = uuid(s, 'p1', 'hammer-knight');
    s.click(MAGE).button('Still').click(knight);
    expect(can(s.state, s.context, knight, 'attack')).toBe(false);
    expect(s.logLines()).toContain('Hammer Knight cannot attack or counter this turn');
    s.button('Attack Phoenixborn');
    expect(s.offers('hammer-knight')).toBe(false);
    expect(s.offers('iron-worker')).toBe(true);

    const countered = board({ battlefield: ['hammer-knight'] }, { battlefield: ['iron-worker'] });
    const worker = uuid(countered, 'p2', 'iron-worker');
    placeEffect(countered.state, worker, { kind: 'forbid', acts: ['counter'] }, 'thisTurn');
    countered
      .button('Attack a unit')
      .click('iron-worker')
      .click('hammer-knight')
      .button('No guard');
    expect(countered.prompt().title).not.toMatch(/^Counter/);
    expect(countered.unit('p1', 'hammer-knight')?.tokens.damage ?? 0).toBe(0);
    expect(countered.unit('p2', 'iron-worker')).toBeUndefined();
  });

  it('"cannot guard" on a Phoenixborn: it is not offered as a guard', () => {
    const attackWorker = (forbidden: boolean) => {
      const s = board({ battlefield: ['hammer-knight'] });
      if (forbidden)
        placeEffect(s.state, s.pb('p2').uuid, { kind: 'forbid', acts: ['guard'] }, 'thisTurn');
      return s.button('Attack a unit').click('iron-worker').click('hammer-knight');
    };
    expect(attackWorker(false).offers('maeoni-viper')).toBe(true);
    const s = attackWorker(true);
    expect(s.offers('maeoni-viper')).toBe(false);
    expect(s.prompt().title).not.toBe('Choose a guard, or no guard');
  });

  it('a swap of printed values trades attack and life before other changes; a second swap trades them back', () => {
    const s = board({ battlefield: ['hammer-knight'] });
    const knight = uuid(s, 'p1', 'hammer-knight');
    const values = () => [
      attackValue(s.state, s.context, knight),
      lifeValue(s.state, s.context, knight),
    ];
    placeEffect(s.state, knight, { kind: 'value', stat: 'attack', amount: 1 }, 'thisTurn');
    expect(values()).toEqual([4, 4]);
    placeEffect(s.state, knight, { kind: 'swapPrinted' }, 'thisTurn');
    // Printed 3 attack and 4 life: the swap reads the printed 4 life as attack, then +1.
    expect(values()).toEqual([5, 3]);
    placeEffect(s.state, knight, { kind: 'swapPrinted' }, 'thisTurn');
    expect(values()).toEqual([4, 4]);
    endTurnEffects(s.state, 'p1');
    expect(values()).toEqual([3, 4]);
  });

  it('"cannot be blocked": no unit is offered to block it, though it may still be guarded', () => {
    const attackPb = (forbidden: boolean) => {
      const s = board({ battlefield: ['hammer-knight'] }, { battlefield: ['iron-worker'] });
      if (forbidden)
        placeEffect(
          s.state,
          uuid(s, 'p1', 'hammer-knight'),
          { kind: 'forbid', acts: ['beBlocked'] },
          'thisTurn',
        );
      return s.button('Attack Phoenixborn').click('hammer-knight').button('Done');
    };
    expect(attackPb(false).offers('iron-worker')).toBe(true);
    const s = attackPb(true);
    expect(s.offers('iron-worker')).toBe(false);
    expect(s.pb('p2').tokens.damage).toBe(0);
  });

  it('damage prevention on a Phoenixborn lasts until the end of its controller’s next turn', () => {
    const s = board({}, { phoenixborn: 'aradel-summergaard', dice: ['natural:class'] });
    s.click(MAGE).button('Ward');
    const pb = s.pb('p1').uuid;
    expect(s.logLines()).toContain(
      "Coal Roarkwin has 2 damage prevented each time it is dealt damage until the end of alice's next turn",
    );
    endTurnEffects(s.state, 'p1');
    endTurnEffects(s.state, 'p2');
    expect(s.pb('p1').effects).toHaveLength(1);
    endTurnEffects(s.state, 'p1');
    expect(s.state.cards[pb]?.effects).toHaveLength(0);
  });

  it('damage prevention by an effect reduces the damage a unit receives', () => {
    const s = withCards({
      p1: { phoenixborn: 'aradel-summergaard', dice: ['natural:class', 'natural:class'] },
      p2: { phoenixborn: 'maeoni-viper', battlefield: ['hammer-knight'] },
    });
    const knight = uuid(s, 'p2', 'hammer-knight');
    placeEffect(s.state, knight, { kind: 'prevent', amount: 1 }, 'thisTurn');
    s.click('aradel-summergaard').click('hammer-knight');
    expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(1);
    expect(s.logLines()).toContain('Hammer Knight is dealt 2 damage (1 prevented)');
  });

  it('playing without paying: costOf is nothing and the card is played with no dice', () => {
    const s = board({ hand: ['iron-worker'] });
    const inHand = s.state.players.p1.hand[0]!;
    expect(s.offers('iron-worker')).toBe(false);
    s.click(MAGE).button('Bounty').click(inHand);
    expect(costOf(s.state, s.context, inHand)).toEqual({
      main: false,
      side: false,
      exhaust: false,
      discard: 0,
      dice: [[]],
      mainOrSide: false,
    });
    expect(s.logLines()).toContain('alice may play a card without paying its cost this turn');
    s.click(inHand);
    expect(s.unit('p1', 'iron-worker')).toBeTruthy();
  });

  it('an alteration gives its host an ability its controller uses like a printed one', () => {
    const s = withCards({
      p1: {
        phoenixborn: 'coal-roarkwin',
        battlefield: [{ stub: 'iron-worker', upgrades: [BANNER] }],
      },
      p2: {
        phoenixborn: 'maeoni-viper',
        battlefield: [{ stub: 'hammer-knight', upgrades: [BANNER] }],
      },
    });
    s.click('iron-worker');
    expect(s.pb('p2').tokens.damage).toBe(1);
    expect(s.logLines()).toContain('alice uses Iron Worker: Roar');
    // The opponent's unit with the same alteration offers nothing to this player.
    expect(s.offers('hammer-knight')).toBe(false);
  });

  it('an effect grants an ability for a while; it ends with the turn', () => {
    const s = board({ battlefield: ['hammer-knight'] });
    const knight = uuid(s, 'p1', 'hammer-knight');
    expect(s.offers('hammer-knight')).toBe(false);
    s.click(MAGE).button('Gift').click(knight);
    expect(s.offers('hammer-knight')).toBe(true);
    s.click(knight);
    expect(s.pb('p2').tokens.damage).toBe(1);
    endTurnEffects(s.state, 'p1');
    expect(s.unit('p1', 'hammer-knight')?.effects).toHaveLength(0);
  });

  it('an effect while attached ends when its alteration leaves the unit', () => {
    const s = board({ battlefield: [{ stub: 'iron-worker', upgrades: [BANNER] }] });
    const worker = uuid(s, 'p1', 'iron-worker');
    const banner = s.unit('p1', 'iron-worker')!.upgrades[0]!;
    placeEffect(
      s.state,
      worker,
      { kind: 'value', stat: 'attack', amount: 2 },
      { whileAttached: banner },
    );
    endTurnEffects(s.state, 'p1');
    endRoundEffects(s.state);
    expect(attackValue(s.state, s.context, worker)).toBe(4);
    moveCard(s.state, banner, 'discard');
    expect(attackValue(s.state, s.context, worker)).toBe(2);
    expect(s.unit('p1', 'iron-worker')?.effects).toHaveLength(0);
  });

  it('an effect that makes a unit count as exhausted: no ability, until its alteration leaves', () => {
    const s = board({ battlefield: [{ stub: 'iron-worker', upgrades: [BANNER] }] });
    const worker = uuid(s, 'p1', 'iron-worker');
    const banner = s.unit('p1', 'iron-worker')!.upgrades[0]!;
    expect(usableAbilities(s.state, s.context, 'p1', worker)).toHaveLength(1);
    placeEffect(s.state, worker, { kind: 'exhausted' }, { whileAttached: banner });
    expect(isExhausted(s.state, worker)).toBe(true);
    expect(s.unit('p1', 'iron-worker')!.tokens.exhaustion).toBe(0);
    expect(usableAbilities(s.state, s.context, 'p1', worker)).toHaveLength(0);
    moveCard(s.state, banner, 'discard');
    expect(isExhausted(s.state, worker)).toBe(false);
  });

  it('a copy answers with the copied unit’s printed triggers', () => {
    const s = board(
      { battlefield: ['iron-worker'] },
      { battlefield: [{ stub: 'silver-snake', status: 1 }, 'anchornaut'] },
    );
    s.click(MAGE).button('Mimic').click('silver-snake');
    s.click(MAGE).button('Weaken').click('anchornaut');
    expect(s.unit('p2', 'anchornaut')).toBeUndefined();
    // Consume: "after a unit an opponent controls is destroyed, place 1 status token on this unit".
    expect(s.unit('p1', 'iron-worker')?.tokens.status).toBe(1);
    expect(s.unit('p2', 'silver-snake')?.tokens.status).toBe(1);
  });

  it('a copy of an X unit keeps the X the copied unit had, and ends with the round', () => {
    const s = board(
      { battlefield: ['iron-worker'] },
      { battlefield: [{ stub: 'silver-snake', status: 3 }] },
    );
    const worker = uuid(s, 'p1', 'iron-worker');
    s.click(MAGE).button('Mimic').click('silver-snake');
    expect(attackValue(s.state, s.context, worker)).toBe(3);
    // Status on the copy is not the snake's: X stays what it was when copied.
    s.unit('p1', 'iron-worker')!.tokens.status = 5;
    expect(attackValue(s.state, s.context, worker)).toBe(3);
    endTurnEffects(s.state, 'p1');
    expect(attackValue(s.state, s.context, worker)).toBe(3);
    endRoundEffects(s.state);
    expect(attackValue(s.state, s.context, worker)).toBe(2);
  });
});
