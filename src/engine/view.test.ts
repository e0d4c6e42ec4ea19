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
  it('shows an attack bonus with its value and "cannot block" crossed out', () => {
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
    ]);
  });
});
