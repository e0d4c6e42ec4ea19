import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../domain/cards';
import { standardCards } from './cards';
import type { CardRegistry } from './cards/registry';
import type { CardScript, Trigger } from './cards/api';
import { EVENTS } from './event-kinds';
import type { GameEvent, TriggerEvent } from './event-kinds';
import { testCatalogue } from './testing/catalogue';
import { scenario } from './testing/scenario';
import type { Scenario, ScenarioSetup } from './testing/scenario';

/** A throwaway unit (Iron Worker's stats) with a trigger on every event that can fire one; each records the event it answered. */
const WATCHER = 'test-watcher';
let catalogue: Record<string, Card>;
let cards: CardRegistry;
let seen: GameEvent[] = [];

function isGameEvent(value: unknown): value is GameEvent {
  return typeof value === 'object' && value !== null && 'kind' in value;
}

function isTriggerEvent(kind: string): kind is TriggerEvent {
  return Object.entries(EVENTS).some(([k, rule]) => k === kind && rule.triggers);
}

beforeAll(async () => {
  const base = await testCatalogue();
  catalogue = { ...base, [WATCHER]: { ...base['iron-worker']!, stub: WATCHER, name: 'Watcher' } };
  const triggers: Trigger[] = Object.keys(EVENTS)
    .filter(isTriggerEvent)
    .map((kind) => ({
      name: `watch ${kind}`,
      event: kind,
      inexhaustible: true,
      match: () => true,
      steps: [
        (g) => {
          const event: unknown = structuredClone(g.ctx.event);
          if (isGameEvent(event)) seen.push(event);
        },
      ],
    }));
  const watcher: CardScript = { stub: WATCHER, triggers };
  cards = standardCards().with([watcher]);
});

function watched(setup: ScenarioSetup): Scenario {
  const s = scenario(catalogue, setup, cards);
  seen = [];
  return s;
}

const NEW_KINDS = [
  'roundStarted',
  'phaseStarted',
  'turnStarted',
  'turnEnded',
  'unitDamaged',
  'spellPlayed',
  'readySpellCameIntoPlay',
  'alterationAttached',
  'blockersDeclared',
];
const ofNewKinds = () => seen.filter((e) => NEW_KINDS.includes(e.kind));

describe('timing points and acts raised as events of the table', () => {
  it('ending a turn raises turnEnded for its player, then turnStarted for the next', () => {
    const s = watched({
      p1: { phoenixborn: 'aradel-summergaard', battlefield: [WATCHER] },
      p2: { phoenixborn: 'coal-roarkwin' },
      round: 2,
    });
    s.button('Pass').button('End Turn');
    expect(ofNewKinds()).toEqual([
      { kind: 'turnEnded', player: 'p1', round: 2 },
      { kind: 'turnStarted', player: 'p2', round: 2 },
    ]);
  });

  it('the round flow raises each phase start, the round start and end, once each, in order', () => {
    seen = [];
    const s = scenario(
      catalogue,
      {
        p1: { phoenixborn: 'aradel-summergaard', battlefield: [WATCHER], deck: ['anchornaut'] },
        p2: { phoenixborn: 'coal-roarkwin', deck: ['anchornaut'] },
        round: 2,
        phase: 'recovery',
      },
      cards,
    );
    while (s.prompt()?.title === 'Choose cards to discard, then Done') s.button('Done');
    const timing = seen.filter((e) => e.kind !== 'pbWounded');
    expect(timing.map((e) => ('phase' in e ? `${e.kind}:${e.phase}` : e.kind))).toEqual([
      'phaseStarted:recovery',
      'endOfRound',
      'roundStarted',
      'phaseStarted:prepare',
      'drawStep',
      'prepareEnd',
      'phaseStarted:playerturns',
      'turnStarted',
    ]);
    expect(seen.find((e) => e.kind === 'roundStarted')).toEqual({ kind: 'roundStarted', round: 3 });
    expect(seen.find((e) => e.kind === 'endOfRound')).toEqual({ kind: 'endOfRound', round: 2 });
  });

  it('a unit dealt damage raises unitDamaged with the amount received and its source', () => {
    const s = watched({
      p1: { phoenixborn: 'aradel-summergaard', battlefield: [WATCHER], dice: ['natural:class'] },
      p2: { phoenixborn: 'coal-roarkwin', battlefield: ['hammer-knight'] },
    });
    const pb = s.state.players.p1.phoenixborn;
    s.click('aradel-summergaard').click('hammer-knight');
    expect(ofNewKinds()).toEqual([
      {
        kind: 'unitDamaged',
        card: s.unit('p2', 'hammer-knight')!.uuid,
        controller: 'p2',
        amount: 2,
        source: pb,
        by: 'p1',
        byEffect: true,
      },
    ]);
  });

  it('playing an action spell raises spellPlayed once', () => {
    const s = watched({
      p1: {
        phoenixborn: 'maeoni-viper',
        battlefield: [WATCHER],
        hand: ['molten-gold'],
        dice: ['natural:class', 'natural:class'],
      },
      p2: { phoenixborn: 'coal-roarkwin', battlefield: ['hammer-knight'] },
    });
    s.click('molten-gold').click('hammer-knight');
    const played = seen.filter((e) => e.kind === 'spellPlayed');
    expect(played).toEqual([
      {
        kind: 'spellPlayed',
        card: played[0] && 'card' in played[0] ? played[0].card : '',
        stub: 'molten-gold',
        controller: 'p1',
        spellType: 'Action Spell',
      },
    ]);
    expect(s.state.cards[played[0] && 'card' in played[0] ? played[0].card : '']?.zone).toBe(
      'discard',
    );
  });

  it('attaching an alteration raises alterationAttached with its host', () => {
    const s = watched({
      p1: {
        phoenixborn: 'aradel-summergaard',
        hand: ['massive-growth'],
        battlefield: [WATCHER, 'mist-spirit'],
        dice: ['natural:class', 'illusion:basic'],
      },
      p2: { phoenixborn: 'coal-roarkwin' },
    });
    s.click('massive-growth').click('mist-spirit');
    const spirit = s.unit('p1', 'mist-spirit')!;
    expect(ofNewKinds()).toEqual([
      {
        kind: 'alterationAttached',
        card: spirit.upgrades[0],
        stub: 'massive-growth',
        controller: 'p1',
        host: spirit.uuid,
      },
    ]);
  });

  it('the defender declaring blockers raises blockersDeclared once per attack', () => {
    const s = watched({
      p1: { phoenixborn: 'coal-roarkwin', battlefield: ['iron-worker'] },
      p2: { phoenixborn: 'maeoni-viper', battlefield: [WATCHER] },
    });
    s.button('Attack Phoenixborn').click('iron-worker').button('Done');
    s.click(WATCHER).button('Done');
    const declared = seen.filter((e) => e.kind === 'blockersDeclared');
    expect(declared).toEqual([
      {
        kind: 'blockersDeclared',
        attacker: 'p1',
        defender: 'p2',
        blockers: [s.unit('p2', WATCHER)?.uuid ?? s.state.players.p2.discard[0]],
        guards: [],
      },
    ]);
  });
});

describe('the types derived from the table', () => {
  it('a trigger handler reads its own event’s payload and no other field', () => {
    const ok: Trigger = {
      name: 'ok',
      event: 'unitDamaged',
      match: (_q, e) => e.amount > 0 && e.source !== null,
      steps: [],
    };
    const wrongField: Trigger = {
      name: 'bad',
      event: 'turnStarted',
      // @ts-expect-error turnStarted carries the player and round, not an amount
      match: (_q, e) => e.amount > 0,
      steps: [],
    };
    const notTriggering: Trigger = {
      name: 'bad',
      // @ts-expect-error unitTargeted answers reactions only and fires no trigger
      event: 'unitTargeted',
      match: () => true,
      steps: [],
    };
    expect([ok, wrongField, notTriggering].map((t) => t.name)).toEqual(['ok', 'bad', 'bad']);
  });
});
