import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../domain/cards';
import type { GameCommand, PileName } from '../protocol/game';
import type { CardView, MenuItem } from '../protocol/game-view';
import { applyCommand } from './commands';
import type { PlayerId } from './state';
import { testCatalogue } from './testing/catalogue';
import { scenario } from './testing/scenario';
import type { Scenario } from './testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

function board(manual = true): Scenario {
  const s = scenario(catalogue, {
    p1: {
      phoenixborn: 'coal-roarkwin',
      hand: ['anchornaut'],
      deck: ['hammer-knight', 'cover'],
      battlefield: ['iron-worker', 'mist-spirit'],
      spellboard: ['summon-mist-spirit'],
      pbDamage: 2,
    },
    p2: { phoenixborn: 'maeoni-viper', battlefield: ['hammer-knight'] },
  });
  return manual ? s.send({ type: 'toggleManualMode' }, 'p1') : s;
}

/** Every card of a player's row in a view: Phoenixborn, piles and upgrades. */
function cardsIn(s: Scenario, viewer: PlayerId | null, p: PlayerId): CardView[] {
  const player = s.view(viewer).players[s.name(p)];
  if (!player) throw new Error(`no player ${p}`);
  return [player.phoenixborn, ...Object.values(player.cardPiles).flat()];
}

function menuOf(s: Scenario, viewer: PlayerId | null, uuid: string): MenuItem[] | undefined {
  const owner = s.state.cards[uuid]?.controller;
  if (!owner) throw new Error(`no card ${uuid}`);
  return cardsIn(s, viewer, owner).find((c) => c.uuid === uuid)?.menu;
}

function section(items: MenuItem[] | undefined, menu: MenuItem['menu']): string[] {
  return (items ?? []).filter((i) => i.menu === menu).map((i) => i.text);
}

function item(s: Scenario, viewer: PlayerId, uuid: string, text: string): MenuItem {
  const found = menuOf(s, viewer, uuid)?.find((i) => i.text === text);
  if (!found) throw new Error(`no item ${text}`);
  return found;
}

function click(uuid: string, menuItem: Pick<MenuItem, 'command' | 'arg'>): GameCommand {
  return { type: 'menuItemClick', uuid, command: menuItem.command, arg: menuItem.arg ?? null };
}

const ALL_TOKENS = ['Add damage', 'Add exhaustion', 'Add status'];

describe('card menus in manual mode', () => {
  it('give the controller tokens and moves for the cards on the table, nobody else', () => {
    const s = board(false);
    const worker = s.unit('p1', 'iron-worker')!.uuid;
    const spirit = s.unit('p1', 'mist-spirit')!.uuid;
    const spell = s.state.players.p1.spellboard[0]!;
    const pb = s.pb('p1').uuid;
    const knight = s.unit('p2', 'hammer-knight')!.uuid;
    for (const uuid of [worker, spirit, spell, pb]) expect(menuOf(s, 'p1', uuid)).toBeUndefined();

    s.send({ type: 'toggleManualMode' }, 'p1');
    expect(section(menuOf(s, 'p1', worker), 'tokens')).toEqual(ALL_TOKENS);
    expect(section(menuOf(s, 'p1', worker), 'moves')).toEqual([
      'Return to hand',
      'Discard',
      'Top of deck',
      'Remove from the game',
    ]);
    // A conjuration can only go back to the conjuration pile; a ready spell takes no damage.
    expect(section(menuOf(s, 'p1', spirit), 'moves')).toEqual(['Return to conjuration pile']);
    expect(section(menuOf(s, 'p1', spell), 'tokens')).toEqual(['Add exhaustion', 'Add status']);
    expect(section(menuOf(s, 'p1', spell), 'moves')).toEqual(['Return to hand', 'Discard']);
    expect(menuOf(s, 'p1', pb)).toEqual([
      { text: 'Add damage', command: 'token', arg: 'damage:3', menu: 'tokens' },
      { text: 'Remove damage', command: 'token', arg: 'damage:1', menu: 'tokens' },
      { text: 'Add exhaustion', command: 'token', arg: 'exhaustion:1', menu: 'tokens' },
      { text: 'Add status', command: 'token', arg: 'status:1', menu: 'tokens' },
    ]);
    // Cards off the table (hand) have none.
    const hand = cardsIn(s, 'p1', 'p1').filter((c) => c.uuid === s.state.players.p1.hand[0]);
    expect(hand).toHaveLength(1);
    expect(hand[0]?.menu).toBeUndefined();
    // Neither the opponent nor spectators see them; each player sees only their own.
    for (const viewer of ['p2', null] as const)
      for (const card of cardsIn(s, viewer, 'p1')) expect(card.menu).toBeUndefined();
    expect(menuOf(s, 'p1', knight)).toBeUndefined();
    expect(section(menuOf(s, 'p2', knight), 'tokens')).toEqual(ALL_TOKENS);
  });

  it('a tokens item sets the token one up or down, logged', () => {
    const s = board();
    const worker = s.unit('p1', 'iron-worker')!.uuid;
    s.send(click(worker, item(s, 'p1', worker, 'Add damage')), 'p1');
    s.send(click(worker, item(s, 'p1', worker, 'Add damage')), 'p1');
    expect(s.unit('p1', 'iron-worker')!.tokens.damage).toBe(2);
    expect(s.logLines().at(-1)).toBe('alice sets damage on Iron Worker to 2');
    s.send(click(worker, item(s, 'p1', worker, 'Remove damage')), 'p1');
    expect(s.unit('p1', 'iron-worker')!.tokens.damage).toBe(1);
    const spell = s.state.players.p1.spellboard[0]!;
    s.send(click(spell, item(s, 'p1', spell, 'Add exhaustion')), 'p1');
    expect(s.state.cards[spell]?.tokens.exhaustion).toBe(1);
    expect(section(menuOf(s, 'p1', spell), 'tokens')).toContain('Remove exhaustion');
  });

  it('a moves item moves the card exactly as the equivalent drop', () => {
    type Target = Exclude<PileName, 'play area' | 'spellboard'>;
    const cases: [stub: string, source: PileName, text: string, target: Target][] = [
      ['iron-worker', 'play area', 'Return to hand', 'hand'],
      ['iron-worker', 'play area', 'Discard', 'discard'],
      ['iron-worker', 'play area', 'Top of deck', 'deck'],
      ['iron-worker', 'play area', 'Remove from the game', 'purged'],
      ['mist-spirit', 'play area', 'Return to conjuration pile', 'archives'],
      ['summon-mist-spirit', 'spellboard', 'Return to hand', 'hand'],
      ['summon-mist-spirit', 'spellboard', 'Discard', 'discard'],
    ];
    for (const [stub, source, text, target] of cases) {
      const byMenu = board();
      const byDrop = board();
      const from = source === 'play area' ? 'battlefield' : 'spellboard';
      const uuid = byMenu.cards('p1', stub, from)[0]!.uuid;
      const alreadyThere = byMenu.cards('p1', stub, target).length;
      byMenu.send(click(uuid, item(byMenu, 'p1', uuid, text)), 'p1');
      byDrop.send({ type: 'drop', uuid, source, target }, 'p1');
      expect(byMenu.state, `${stub} → ${target}`).toEqual(byDrop.state);
      expect(byMenu.cards('p1', stub, target)).toHaveLength(alreadyThere + 1);
      expect(byMenu.cards('p1', stub, from)).toEqual([]);
    }
    const s = board();
    const worker = s.unit('p1', 'iron-worker')!.uuid;
    s.send(click(worker, { command: 'move', arg: 'deck' }), 'p1');
    expect(s.zoneStubs('p1', 'deck')).toEqual(['iron-worker', 'hammer-knight', 'cover']);
    expect(s.logLines().at(-1)).toBe(
      'alice moves Iron Worker from their play area to the top of their deck',
    );
  });

  it('refuses forged items and leaves the state unchanged', () => {
    const s = board();
    const worker = s.unit('p1', 'iron-worker')!.uuid;
    const spirit = s.unit('p1', 'mist-spirit')!.uuid;
    const spell = s.state.players.p1.spellboard[0]!;
    const knight = s.unit('p2', 'hammer-knight')!.uuid;
    const pb = s.pb('p1').uuid;
    const inHand = s.state.players.p1.hand[0]!;
    const refused = (uuid: string, command: string, arg: string | null, as: PlayerId = 'p1') => {
      const before = s.state;
      s.send({ type: 'menuItemClick', uuid, command, arg }, as, true);
      expect(s.state).toBe(before);
      return s.lastError;
    };
    expect(refused(worker, 'explode', null)).toBe('Unknown menu item');
    expect(refused('nope', 'token', 'damage:1')).toBe('No such card');
    const foreign = 'You can only change cards you control on the table';
    expect(refused(knight, 'token', 'damage:1')).toBe(foreign);
    expect(refused(worker, 'move', 'hand', 'p2')).toBe(foreign);
    expect(refused(inHand, 'move', 'discard')).toBe(foreign);
    expect(refused(worker, 'token', 'armour:1')).toBe('That card has no such token');
    expect(refused(spell, 'token', 'damage:1')).toBe('That card has no such token');
    expect(refused(worker, 'token', 'damage:-1')).toBe('A token count is a whole number from 0');
    expect(refused(worker, 'token', 'damage:lots')).toBe('A token count is a whole number from 0');
    expect(refused(worker, 'token', null)).toBe('That card has no such token');
    const nowhere = 'That card cannot be moved there';
    expect(refused(worker, 'move', 'archives')).toBe(nowhere);
    expect(refused(worker, 'move', 'spellboard')).toBe(nowhere);
    expect(refused(spirit, 'move', 'hand')).toBe(nowhere);
    expect(refused(spell, 'move', 'deck')).toBe(nowhere);
    expect(refused(pb, 'move', 'discard')).toBe(nowhere);
    const spectator = applyCommand(
      s.state,
      s.context,
      null,
      click(worker, { command: 'move', arg: 'hand' }),
    );
    expect(spectator).toEqual({ state: s.state, error: 'Spectators cannot do that' });

    s.send({ type: 'toggleManualMode' }, 'p1');
    const manualOff = 'Turn on manual mode to change cards by hand';
    expect(refused(worker, 'token', 'damage:1')).toBe(manualOff);
    expect(refused(worker, 'move', 'hand')).toBe(manualOff);
  });

  it('an unknown item on a selectable card is refused, not taken as a click on it', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'coal-roarkwin', hand: ['anchornaut'], dice: ['natural:basic'] },
      p2: { phoenixborn: 'maeoni-viper' },
    });
    const anchornaut = s.state.players.p1.hand[0]!;
    expect(s.offers('anchornaut')).toBe(true);
    const before = s.state;
    s.send({ type: 'menuItemClick', uuid: anchornaut, command: 'click', arg: null }, 'p1', true);
    expect(s.lastError).toBe('Unknown menu item');
    expect(s.state).toBe(before);
  });

  it('a unit given to its owner’s opponent offers them tokens but no moves', () => {
    const s = board();
    const knight = s.unit('p2', 'hammer-knight')!.uuid;
    s.send({ type: 'inspectCard', uuid: knight }, 'p2');
    s.send({ type: 'chat', text: '/givecontrol' }, 'p2');
    expect(s.state.cards[knight]?.controller).toBe('p1');
    expect(section(menuOf(s, 'p1', knight), 'tokens')).toEqual(ALL_TOKENS);
    expect(section(menuOf(s, 'p1', knight), 'moves')).toEqual([]);
    expect(menuOf(s, 'p2', knight)).toBeUndefined();
    s.send(click(knight, { command: 'token', arg: 'status:2' }), 'p1');
    expect(s.state.cards[knight]?.tokens.status).toBe(2);
    const before = s.state;
    s.send(click(knight, { command: 'move', arg: 'hand' }), 'p1', true);
    expect(s.lastError).toBe('That card cannot be moved there');
    expect(s.state).toBe(before);
  });
});
