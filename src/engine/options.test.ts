import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../domain/cards';
import { standardCards } from './cards';
import type { CardRegistry } from './cards/registry';
import { groupTactics } from './cards/api';
import type { CardScript } from './cards/api';
import { VEILED_UNIT } from './testing/boards';
import { testCatalogue } from './testing/catalogue';
import { scenario } from './testing/scenario';
import type { Scenario, ScenarioSetup } from './testing/scenario';

let catalogue: Record<string, Card>;
/** The released scripts and this file's throwaway cards. */
let cards: CardRegistry;

/** Cards from later releases stand in through test copies of Master Set card data. */
const TACTICIAN = 'test-group-tactician';
const ICE_TRAP = 'test-ice-trap';

beforeAll(async () => {
  const extra: CardScript[] = [];
  const base = await testCatalogue();
  catalogue = {
    ...base,
    [TACTICIAN]: { ...base['iron-worker']!, stub: TACTICIAN, name: 'Group Tactician' },
    [ICE_TRAP]: { ...base['golden-veil']!, stub: ICE_TRAP, name: 'Test Ice Trap' },
  };
  extra.push({ stub: TACTICIAN, triggers: [groupTactics(1)] });
  extra.push({
    stub: ICE_TRAP,
    reaction: { event: 'cameIntoPlay', match: () => true },
    effect: [],
  });
  cards = standardCards().with(extra);
});

/** A game on this board that runs this file's throwaway cards too. */
function withCards(setup: ScenarioSetup): Scenario {
  return scenario(catalogue, setup, cards);
}

function uuidOf(s: Scenario, stub: string): string {
  const card = Object.values(s.state.cards).find((c) => c.stub === stub);
  if (!card) throw new Error(`no ${stub}`);
  return card.uuid;
}

/** p1 attacks p2's Phoenixborn with every unit they have. */
function attackWithAll(s: Scenario): Scenario {
  s.button('Attack Phoenixborn');
  for (const uuid of s.state.players.p1.battlefield) s.click(uuid);
  return s.button('Done');
}

describe('confirmOneClick', () => {
  const setup = (on: boolean): ScenarioSetup => ({
    p1: { phoenixborn: 'aradel-summergaard', dice: ['natural:power'] },
    p2: { phoenixborn: 'maeoni-viper', battlefield: ['anchornaut'] },
    options: { p1: { confirmOneClick: on } },
  });

  it('off: clicking a card with one ability starts it at once', () => {
    const s = withCards(setup(false)).click('aradel-summergaard');
    expect(s.prompt().title).toBe('Water Blast: choose a unit to deal 2 damage to');
  });

  it('on: asks first, and Cancel goes back to the turn', () => {
    const s = withCards(setup(true)).click('aradel-summergaard');
    expect(s.prompt()).toMatchObject({
      player: 'p1',
      title: 'Use Water Blast of Aradel Summergaard?',
      buttons: ['Water Blast', 'Cancel'],
    });
    s.button('Cancel');
    expect(s.prompt().title).toBe('Choose an action');
    expect(s.dice('p1', 'active')).toHaveLength(1);
    s.click('aradel-summergaard').button('Water Blast');
    expect(s.prompt().title).toBe('Water Blast: choose a unit to deal 2 damage to');
  });
});

describe('allowAutoCancel', () => {
  const setup = (on: boolean): ScenarioSetup => ({
    p1: {
      phoenixborn: 'aradel-summergaard',
      hand: ['anchornaut', 'iron-worker'],
      dice: ['natural:power', 'charm:power', 'illusion:power'],
    },
    p2: { phoenixborn: 'maeoni-viper' },
    options: { p1: { allowAutoCancel: on } },
  });

  it('off: another card cannot be clicked while paying for one', () => {
    const s = withCards(setup(false)).click('anchornaut');
    expect(s.prompt().title).toBe('Pay for Anchornaut: select dice, then Done');
    s.send({ type: 'cardClicked', uuid: uuidOf(s, 'iron-worker') }, 'p1', true);
    expect(s.lastError).toBe('That is not a legal choice');
  });

  it('on: clicking another playable card cancels the payment and starts that card', () => {
    const s = withCards(setup(true)).click('anchornaut');
    s.send({ type: 'cardClicked', uuid: uuidOf(s, 'iron-worker') }, 'p1');
    expect(s.prompt().title).toBe('Pay for Iron Worker: select dice, then Done');
    expect(s.state.decision?.source).toBe(uuidOf(s, 'iron-worker'));
    expect(s.zoneStubs('p1', 'hand')).toEqual(['anchornaut', 'iron-worker']);
    expect(s.dice('p1', 'active')).toHaveLength(3);
  });

  it('on: a card that cannot start now is still refused, and nothing is cancelled', () => {
    const s = withCards(setup(true)).click('anchornaut');
    const before = s.state;
    s.send({ type: 'cardClicked', uuid: s.state.players.p1.phoenixborn }, 'p1', true);
    expect(s.lastError).toBe('That is not a legal choice');
    expect(s.state).toBe(before);
  });
});

describe('orderForcedAbilities', () => {
  const setup = (on: boolean): ScenarioSetup => ({
    p1: { phoenixborn: 'aradel-summergaard', battlefield: ['blue-jaguar', 'blue-jaguar'] },
    p2: { phoenixborn: 'maeoni-viper', battlefield: ['anchornaut'] },
    options: { p1: { orderForcedAbilities: on } },
  });

  it('off: simultaneous abilities resolve in board order', () => {
    const s = attackWithAll(withCards(setup(false)));
    expect(s.prompt().title).toMatch(/^Gaze: /);
    expect(s.state.decision?.source).toBe(s.state.players.p1.battlefield[0]);
  });

  it('on: the player picks which of them resolves first', () => {
    const s = attackWithAll(withCards(setup(true)));
    expect(s.prompt()).toMatchObject({
      player: 'p1',
      title: 'Choose which ability resolves first',
      buttons: ['Blue Jaguar: Gaze', 'Blue Jaguar: Gaze'],
    });
    s.button('1');
    expect(s.prompt().title).toMatch(/^Gaze: /);
    expect(s.state.decision?.source).toBe(s.state.players.p1.battlefield[1]);
  });
});

describe('alwaysGroupTactics', () => {
  const setup = (on: boolean): ScenarioSetup => ({
    p1: {
      phoenixborn: 'aradel-summergaard',
      battlefield: [TACTICIAN, 'anchornaut', 'iron-worker'],
    },
    p2: { phoenixborn: 'maeoni-viper' },
    options: { p1: { alwaysGroupTactics: on } },
  });

  it('off: Group Tactics asks', () => {
    const s = attackWithAll(withCards(setup(false)));
    expect(s.prompt().title).toBe('Use Group Tactics 1 of Group Tactician?');
    s.button('Yes');
    expect(s.unit('p1', TACTICIAN)?.effects).toContainEqual({
      kind: 'value',
      stat: 'attack',
      amount: 1,
      until: 'turn',
    });
  });

  it('on: Group Tactics is used without asking', () => {
    const s = attackWithAll(withCards(setup(true)));
    expect(s.prompt().title).not.toMatch(/Group Tactics/);
    expect(s.unit('p1', TACTICIAN)?.effects).toContainEqual({
      kind: 'value',
      stat: 'attack',
      amount: 1,
      until: 'turn',
    });
  });
});

describe('dontIceTrapOwnUnits', () => {
  const setup = (own: boolean): ScenarioSetup => ({
    p1: {
      phoenixborn: 'aradel-summergaard',
      hand: ['anchornaut', ICE_TRAP],
      dice: ['charm:power', 'natural:power'],
    },
    p2: { phoenixborn: 'maeoni-viper', hand: [ICE_TRAP], dice: ['charm:power'] },
    options: { p1: { dontIceTrapOwnUnits: own } },
  });

  const playAnchornaut = (s: Scenario) => s.click('anchornaut').die('natural:power').button('Done');

  it('on (the default): no reaction is offered for your own unit; the opponent still gets one', () => {
    const s = playAnchornaut(withCards(setup(true)));
    expect(s.prompt()).toMatchObject({ player: 'p2', title: 'Play a reaction spell?' });
  });

  it('off: the reaction is offered for your own unit too', () => {
    const s = playAnchornaut(withCards(setup(false)));
    expect(s.prompt()).toMatchObject({ player: 'p1', title: 'Play a reaction spell?' });
    expect(s.offers(ICE_TRAP)).toBe(true);
  });
});

describe('attack alerts: alertTimer and noAttackAlerts', () => {
  const setup = (p2: ScenarioSetup['options']): ScenarioSetup => ({
    p1: { phoenixborn: 'aradel-summergaard', battlefield: ['iron-worker'] },
    p2: { phoenixborn: 'maeoni-viper', battlefield: ['anchornaut'] },
    options: p2,
  });

  it('the defender gets a timed alert of the attack, closed by closeAlert or its Ok', () => {
    const s = attackWithAll(withCards(setup({ p2: { alertTimer: 4 } })));
    expect(s.prompt()).toMatchObject({ player: 'p2', title: 'PB ATTACK!', buttons: ['Ok'] });
    const prompt = s.view('p2').players.bob!.promptState;
    expect(prompt).toMatchObject({
      showAlert: true,
      alertText: 'Maeoni Viper is being attacked',
      timerLength: 4,
    });
    expect(prompt.buttons[0]?.timer).toBe(true);
    // The attacker only waits.
    expect(s.view('p1').players.alice!.promptState.promptTitle).toBe('Waiting for opponent');
    s.send({ type: 'closeAlert' }, 'p2');
    expect(s.prompt()).toMatchObject({ player: 'p2', title: 'Choose a blocker (or Done)' });
  });

  it('noAttackAlerts: no alert on attacks', () => {
    const s = attackWithAll(withCards(setup({ p2: { alertTimer: 4, noAttackAlerts: true } })));
    expect(s.prompt()).toMatchObject({ player: 'p2', title: 'Choose a blocker (or Done)' });
  });

  it('alertTimer 0: no timed alerts at all', () => {
    const s = attackWithAll(withCards(setup({ p2: { alertTimer: 0 } })));
    expect(s.prompt().title).toBe('Choose a blocker (or Done)');
  });

  it('a reaction played alerts its opponent for their alert timer', () => {
    const s = withCards({ ...VEILED_UNIT, options: { p1: { alertTimer: 3 } } });
    s.die('natural:power').click('anchornaut').click('golden-veil');
    expect(s.prompt()).toMatchObject({ player: 'p1', title: 'Reaction Played' });
    expect(s.view('p1').players.alice!.promptState).toMatchObject({
      showAlert: true,
      alertText: 'bob plays Golden Veil',
      timerLength: 3,
    });
    s.button('Ok');
    expect(s.prompt().title).toBe('Choose an action');
  });
});

describe('manualAlts', () => {
  const setup = (manual: boolean): ScenarioSetup => ({
    p1: {
      phoenixborn: 'aradel-summergaard',
      battlefield: ['iron-worker'],
      altArts: { 'iron-worker': ['alt/iron-worker-gold'] },
    },
    p2: { phoenixborn: 'maeoni-viper' },
    options: { p1: { manualAlts: manual } },
  });
  const shown = (s: Scenario, viewer: 'p1' | 'p2') =>
    s.view(viewer).players.alice!.cardPiles.cardsInPlay[0]!;

  it('off: cards show the alt art their owner holds, to everyone', () => {
    const s = withCards(setup(false));
    expect(shown(s, 'p1').imageStub).toBe('alt/iron-worker-gold');
    expect(shown(s, 'p2').imageStub).toBe('alt/iron-worker-gold');
  });

  it('on: printed art until the owner picks the alt from the card menu', () => {
    const s = withCards(setup(true));
    const printed = catalogue['iron-worker']!.imageStub;
    expect(shown(s, 'p2').imageStub).toBe(printed);
    const card = shown(s, 'p1');
    expect(card.menu?.map((m) => m.arg)).toEqual(['default', 'alt/iron-worker-gold']);
    expect(shown(s, 'p2').menu).toBeUndefined();
    s.send({ type: 'menuItemClick', uuid: card.uuid, command: 'alt', arg: 'alt/nope' }, 'p1', true);
    expect(s.lastError).toBe('You do not have that alt art');
    s.send(
      { type: 'menuItemClick', uuid: card.uuid, command: 'alt', arg: 'alt/iron-worker-gold' },
      'p2',
      true,
    );
    expect(s.lastError).toBe('You can only change the art of your own cards');
    s.send(
      { type: 'menuItemClick', uuid: card.uuid, command: 'alt', arg: 'alt/iron-worker-gold' },
      'p1',
    );
    expect(shown(s, 'p2').imageStub).toBe('alt/iron-worker-gold');
  });
});
