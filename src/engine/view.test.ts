import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../domain/cards';
import type { DieView, PlayerView } from '../protocol/game-view';
import { testCatalogue } from './testing/catalogue';
import { scenario } from './testing/scenario';
import type { Scenario } from './testing/scenario';
import type { PlayerId } from './state';

let catalogue: Record<string, Card>;

beforeAll(async () => {
  catalogue = await testCatalogue();
});

function playerOf(s: Scenario, viewer: PlayerId | null, p: PlayerId): PlayerView {
  const player = s.view(viewer).players[s.name(p)];
  if (!player) throw new Error(`no player ${p}`);
  return player;
}

function dieOf(s: Scenario, viewer: PlayerId | null, p: PlayerId, uuid: string): DieView {
  const die = playerOf(s, viewer, p).dice.find((d) => d.uuid === uuid);
  if (!die) throw new Error(`no die ${uuid}`);
  return die;
}

describe('canSelectDeck', () => {
  const meditating = () =>
    scenario(catalogue, {
      p1: {
        phoenixborn: 'coal-roarkwin',
        deck: ['anchornaut', 'iron-worker'],
        dice: ['natural:basic'],
      },
      p2: { phoenixborn: 'maeoni-viper' },
    });

  it('is set while the prompt offers the top of the draw pile, only in its own entry', () => {
    const s = meditating();
    expect(playerOf(s, 'p1', 'p1').canSelectDeck).toBe(false);
    s.button('Meditate');
    expect(s.prompt().buttons).toContain('Top of draw pile');
    expect(playerOf(s, 'p1', 'p1').canSelectDeck).toBe(true);
    // Nobody else learns what the player may choose.
    expect(playerOf(s, 'p2', 'p1').canSelectDeck).toBe(false);
    expect(playerOf(s, null, 'p1').canSelectDeck).toBe(false);
    expect(playerOf(s, 'p2', 'p2').canSelectDeck).toBe(false);
  });

  it('a click on the draw pile answers the prompt like its button', () => {
    const s = meditating().button('Meditate');
    s.send({ type: 'pileClicked', source: 'deck' });
    expect(s.zoneStubs('p1', 'discard')).toEqual(['anchornaut']);
    expect(s.prompt().title).not.toMatch(/Meditate: choose a card/);
    expect(playerOf(s, 'p1', 'p1').canSelectDeck).toBe(false);
  });

  it('refuses a pile click when the pile is no choice, changing nothing', () => {
    const s = meditating();
    const before = s.state;
    s.send({ type: 'pileClicked', source: 'deck' }, 'p1', true);
    expect(s.lastError).toBe('You cannot choose that pile now');
    expect(s.state).toBe(before);
    s.button('Meditate');
    const meditating2 = s.state;
    s.send({ type: 'pileClicked', source: 'discard' }, 'p1', true);
    expect(s.state).toBe(meditating2);
    s.send({ type: 'pileClicked', source: 'deck' }, 'p2', true);
    expect(s.lastError).toBe('You cannot choose that pile now');
    expect(s.state).toBe(meditating2);
  });
});

describe('new dice', () => {
  it('marks a die set by the last command, and only until the next one', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: 'coal-roarkwin',
        deck: ['anchornaut', 'iron-worker'],
        dice: ['natural:basic', 'ceremonial:basic'],
      },
      p2: { phoenixborn: 'maeoni-viper' },
    });
    const [set, other] = s.state.players.p1.dice as [string, string];
    s.button('Meditate').button('Top of draw pile');
    expect(dieOf(s, 'p1', 'p1', set).new).toBeUndefined();
    s.die(set).button('Power');
    // Public: both players and spectators see the changed die.
    for (const viewer of ['p1', 'p2', null] as const) {
      expect(dieOf(s, viewer, 'p1', set)).toMatchObject({ level: 'power', new: true });
      expect(dieOf(s, viewer, 'p1', other).new).toBeUndefined();
    }
    s.button('Done');
    expect(dieOf(s, 'p1', 'p1', set).new).toBeUndefined();
  });

  it('marks the dice rolled at the start of a round, not dice merely spent', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'coal-roarkwin', dice: ['natural:power', 'charm:basic'] },
      p2: { phoenixborn: 'maeoni-viper', battlefield: ['iron-worker'] },
    });
    const [spent, kept] = s.state.players.p1.dice as [string, string];
    s.die('natural:power').click('iron-worker');
    expect(dieOf(s, 'p1', 'p1', spent)).toMatchObject({ exhausted: true });
    expect(dieOf(s, 'p1', 'p1', spent).new).toBeUndefined();
    // Both players pass; the recovery phase and the next round's prepare phase roll it again.
    const trail: string[] = [];
    for (let i = 0; i < 20 && s.state.round === 1; i++) {
      const prompt = s.prompt();
      trail.push(`${prompt.player}: ${prompt.title} [${prompt.buttons.join(', ')}]`);
      const pick = ['Pass', 'End Turn', 'Done', 'No', 'Skip'].find((b) =>
        prompt.buttons.includes(b),
      );
      s.button(pick ?? prompt.buttons[0] ?? 'Done', prompt.player ?? 'p1');
    }
    expect(s.state.round, trail.join('\n')).toBe(2);
    expect(dieOf(s, 'p1', 'p1', spent)).toMatchObject({ exhausted: false, new: true });
    expect(dieOf(s, 'p1', 'p1', kept).new).toBeUndefined();
  });
});

describe('effect counters', () => {
  it('shows an attack bonus with its value and "cannot block or guard" crossed out', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: 'aradel-summergaard',
        battlefield: ['blue-jaguar'],
        spellboard: ['strengthen'],
      },
      p2: { phoenixborn: 'maeoni-viper', battlefield: ['anchornaut'] },
    });
    const jaguar = s.unit('p1', 'blue-jaguar')!.uuid;
    const anchornaut = s.unit('p2', 'anchornaut')!.uuid;
    const counters = (viewer: PlayerId | null, p: PlayerId, uuid: string) =>
      playerOf(s, viewer, p).cardPiles.cardsInPlay.find((c) => c.uuid === uuid)?.counters;
    expect(counters('p1', 'p1', jaguar)).toBeUndefined();
    s.click('strengthen').click(jaguar);
    expect(counters('p2', 'p1', jaguar)).toEqual([
      { name: 'attack', count: 2, showValue: true, shortName: 'ATK' },
    ]);
    s.button('Attack Phoenixborn').click(jaguar).button('Done');
    expect(s.prompt().title).toMatch(/^Gaze: /);
    s.click(anchornaut);
    expect(counters('p1', 'p2', anchornaut)).toEqual([
      { name: 'block', count: 1, cancel: true, showValue: false, shortName: 'BLK' },
      { name: 'guard', count: 1, cancel: true, showValue: false, shortName: 'GRD' },
    ]);
  });
});

describe('die menus in manual mode', () => {
  const manual = () =>
    scenario(catalogue, {
      p1: { phoenixborn: 'coal-roarkwin', dice: ['natural:power', 'charm:basic'] },
      p2: { phoenixborn: 'maeoni-viper', battlefield: ['iron-worker'], dice: ['time:basic'] },
    }).send({ type: 'toggleManualMode' }, 'p1');

  it('offers the owner Use, Exhaust and the other faces; nobody else, and not outside manual mode', () => {
    const s = manual();
    const [power, basic] = s.state.players.p1.dice as [string, string];
    const texts = (viewer: PlayerId | null, p: PlayerId, uuid: string) =>
      dieOf(s, viewer, p, uuid).menu?.map((m) => m.text);
    // The turn prompt takes the power die (dice power): Use answers it.
    expect(texts('p1', 'p1', power)).toEqual(['Use', 'Exhaust', 'Set to class', 'Set to basic']);
    expect(texts('p1', 'p1', basic)).toEqual(['Exhaust', 'Set to power', 'Set to class']);
    expect(texts('p2', 'p1', power)).toBeUndefined();
    expect(texts(null, 'p1', power)).toBeUndefined();
    const theirs = s.state.players.p2.dice[0] as string;
    expect(texts('p1', 'p2', theirs)).toBeUndefined();
    s.send({ type: 'toggleManualMode' }, 'p1');
    expect(texts('p1', 'p1', power)).toBeUndefined();
  });

  it('sets a face, exhausts and readies by hand, logged; refuses others and bad items', () => {
    const s = manual();
    const [power, basic] = s.state.players.p1.dice as [string, string];
    s.send({ type: 'menuItemClick', uuid: basic, command: 'setDieLevel', arg: 'power' }, 'p1');
    expect(s.state.dice[basic]?.level).toBe('power');
    expect(dieOf(s, 'p2', 'p1', basic).new).toBe(true);
    expect(s.logLines()).toContain('alice sets charm basic to charm power');
    s.send({ type: 'menuItemClick', uuid: basic, command: 'exhaustDie', arg: null }, 'p1');
    expect(dieOf(s, 'p1', 'p1', basic)).toMatchObject({ exhausted: true, location: 'exhausted' });
    expect(dieOf(s, 'p1', 'p1', basic).menu?.map((m) => m.text)).toContain('Ready');
    s.send({ type: 'menuItemClick', uuid: basic, command: 'readyDie', arg: null }, 'p1');
    expect(s.state.dice[basic]?.location).toBe('active');
    const before = s.state;
    const refused = (uuid: string, command: string, arg: string | null, as: PlayerId) => {
      s.send({ type: 'menuItemClick', uuid, command, arg }, as, true);
      expect(s.state).toBe(before);
      return s.lastError;
    };
    expect(refused(power, 'setDieLevel', 'huge', 'p1')).toBe('Unknown die level');
    expect(refused(power, 'explode', null, 'p1')).toBe('Unknown die menu item');
    expect(refused(power, 'readyDie', null, 'p1')).toBe('That die is already active');
    expect(refused(power, 'exhaustDie', null, 'p2')).toBe('That is not your die');
    s.send({ type: 'toggleManualMode' }, 'p1');
    const off = s.state;
    s.send({ type: 'menuItemClick', uuid: power, command: 'exhaustDie', arg: null }, 'p1', true);
    expect(s.lastError).toBe('Turn on manual mode to change dice by hand');
    expect(s.state).toBe(off);
  });

  it('Use answers the prompt as a click on the die', () => {
    const s = manual();
    const power = s.state.players.p1.dice[0] as string;
    s.send({ type: 'menuItemClick', uuid: power, command: 'useDie', arg: null }, 'p1');
    s.click('iron-worker');
    expect(s.unit('p2', 'iron-worker')?.tokens.damage).toBe(1);
    expect(s.state.dice[power]?.location).toBe('exhausted');
  });
});

describe('targeting controls', () => {
  it("name the card whose effect asks, with the targets it offers, in the chooser's view", () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'coal-roarkwin', hand: ['anchornaut', 'iron-worker'] },
      p2: { phoenixborn: 'maeoni-viper' },
    });
    s.click('coal-roarkwin').click('anchornaut').button('Done').button('Me');
    const coal = s.pb('p1').uuid;
    expect(playerOf(s, 'p1', 'p1').promptState.controls).toEqual([
      {
        type: 'targeting',
        source: { uuid: coal, id: 'coal-roarkwin', name: 'Coal Roarkwin' },
        targets: [coal],
      },
    ]);
    expect(playerOf(s, 'p2', 'p2').promptState.controls).toEqual([]);
  });
});

describe('the prompt after the game', () => {
  it('names the winner under the phase title, for players and spectators', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'coal-roarkwin' },
      p2: { phoenixborn: 'maeoni-viper' },
    });
    s.send({ type: 'concede' }, 'p1');
    for (const viewer of ['p1', 'p2', null] as const) {
      const prompt = playerOf(s, viewer, viewer ?? 'p1').promptState;
      expect(prompt.menuTitle).toMatch(/Game over$/);
      expect(prompt.promptTitle).toBe(`${s.name('p2')} has won the game`);
    }
  });
});

describe('Show hands to spectators', () => {
  const handNames = (s: Scenario, viewer: PlayerId | null) =>
    playerOf(s, viewer, 'p1').cardPiles.hand.map((c) => (c.facedown ? 'hidden' : c.name));
  const game = (shown: boolean) => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'coal-roarkwin', hand: ['anchornaut', 'iron-worker'] },
      p2: { phoenixborn: 'maeoni-viper' },
    });
    s.state.showHandsToSpectators = shown;
    return s;
  };

  it('shows a spectator both hands when the game allows it, never the opponent', () => {
    const s = game(true);
    expect(handNames(s, null)).toEqual(['Anchornaut', 'Iron Worker']);
    expect(handNames(s, 'p2')).toEqual(['hidden', 'hidden']);
    expect(handNames(s, 'p1')).toEqual(['Anchornaut', 'Iron Worker']);
  });

  it('keeps hands hidden from spectators otherwise', () => {
    expect(handNames(game(false), null)).toEqual(['hidden', 'hidden']);
  });
});
