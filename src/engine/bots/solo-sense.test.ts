// The player bot against a Chimera (solo-sense.ts, solo-evaluate.ts): the Red Rains choices
// it makes there, and a PvP view that scores as it always did.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../domain/cards';
import type { GameView } from '../../protocol/game-view';
import { engineContext } from '../standard-context';
import type { EngineContext } from '../context';
import { createGame } from '../game';
import { lifeValue } from '../cardinfo';
import { applyCommand } from '../commands';
import { moveCard } from '../ops';
import type { GameState } from '../state';
import { viewFor } from '../view';
import { testCatalogue } from '../testing/catalogue';
import { scenario } from '../testing/scenario';
import {
  clickFor,
  firstSoloTurn,
  noFaceDownAspects,
  pressFor,
  refreshTurnPrompt,
  revealForTest,
  soloCatalogue,
  soloGameSetup,
} from '../testing/chimera';
import { easyRanking, easyScores } from './easy';
import { evaluateSolo } from './solo-evaluate';
import { againstChimera } from './solo-sense';
import { withoutTakeBacks } from './normal';
import { botRandom, chooseBotCommand, legalCommands } from './index';

/** The Corpse of Viros - Fury; Coal Roarkwin's precon (ceremonial dice, Iron Worker). */
const VIROS = 801;
const COAL = 1;

let context: EngineContext;
let catalogue: Record<string, Card>;

beforeAll(async () => {
  catalogue = await soloCatalogue();
  context = engineContext(catalogue);
});

/** The legal command the easy scores put first (no noise), with its score. */
function easyBest(view: GameView, me: string) {
  const legal = legalCommands(view, me);
  const scores = easyScores(view, me, legal);
  const best = scores.indexOf(Math.max(...scores));
  return { command: legal[best], legal, scores };
}

/** A card of this stub in alice's hand: the one there, else one moved from her deck. */
function toAliceHand(state: GameState, stub: string): string {
  const inDeck = state.players.p1.deck.find((u) => state.cards[u]?.stub === stub);
  const inHand = state.players.p1.hand.find((u) => state.cards[u]?.stub === stub);
  return inHand ?? moveCard(state, inDeck ?? '', 'hand');
}

/** alice's first turn with a card of this stub moved from her deck into her hand. */
async function turnWithInHand(stub: string): Promise<{ state: GameState; card: string }> {
  const state = await firstSoloTurn(context, 'solo-sense', COAL, VIROS);
  const card = toAliceHand(state, stub);
  refreshTurnPrompt(state, context);
  return { state, card };
}

describe('against a Chimera', () => {
  it('knows the other seat is the Chimera', async () => {
    const { state } = await turnWithInHand('iron-worker');
    expect(againstChimera(viewFor(state, context, 'alice'), 'alice')).toBe(true);
  });

  it('starts its first five with an ally', async () => {
    const state = createGame(await soloGameSetup('solo-first-five', COAL, VIROS), context);
    const view = viewFor(state, context, 'alice');
    const { command } = easyBest(view, 'alice');
    const best = command?.type === 'cardClicked' ? state.cards[command.uuid] : undefined;
    expect(catalogue[best?.stub ?? '']?.type).toBe('Ally');
  });

  it('plays an ally from hand before anything else: it takes the claws instead of the Phoenixborn', async () => {
    const { state, card } = await turnWithInHand('iron-worker');
    for (const uuid of state.players.p1.dice) {
      const die = state.dice[uuid];
      if (die) die.level = 'basic';
    }
    refreshTurnPrompt(state, context);
    const view = viewFor(state, context, 'alice');
    expect(view.players.alice?.cardPiles.hand.find((c) => c.uuid === card)?.canPlay).toBe(true);
    const { command } = easyBest(view, 'alice');
    const best = command?.type === 'cardClicked' ? state.cards[command.uuid] : undefined;
    expect(best?.zone).toBe('hand');
    expect(catalogue[best?.stub ?? '']?.type).toBe('Ally');
  });

  it("never takes the ceremonial dice power's wound on its own Phoenixborn as an action", async () => {
    const { state } = await turnWithInHand('iron-worker');
    for (const uuid of state.players.p1.dice) {
      const die = state.dice[uuid];
      if (die) die.level = die.magic === 'ceremonial' ? 'power' : 'basic';
    }
    // An ally in the discard pile for the power to return, so it is offered.
    moveCard(
      state,
      state.players.p1.hand.find((u) => state.cards[u]?.stub === 'iron-worker') ?? '',
      'discard',
    );
    refreshTurnPrompt(state, context);
    const view = viewFor(state, context, 'alice');
    const { legal, scores } = easyBest(view, 'alice');
    const ceremonial = legal.findIndex(
      (c) => c.type === 'dieClicked' && state.dice[c.uuid]?.magic === 'ceremonial',
    );
    const meditate = legal.findIndex((c) => {
      if (c.type !== 'menuButton') return false;
      const button = view.players.alice?.promptState.buttons.find((b) => b.arg === c.arg);
      return button?.text === 'Meditate';
    });
    expect(ceremonial).toBeGreaterThanOrEqual(0);
    expect(scores[ceremonial]).toBeLessThan(scores[meditate] ?? -Infinity);
  });

  it('scores a position better once an aspect is destroyed and its blood is on the Chimera', async () => {
    const { state } = await turnWithInHand('iron-worker');
    noFaceDownAspects(state);
    const aspect = revealForTest(state, context, 'rampage');
    state.pendingEvents = [];
    const before = evaluateSolo(viewFor(state, context, 'alice'), 'alice');
    const after = structuredClone(state);
    const chimera = after.players.p2.phoenixborn;
    moveCard(after, aspect, 'discard');
    const pb = after.cards[chimera];
    if (pb) pb.tokens.damage += 1;
    expect(evaluateSolo(viewFor(after, context, 'alice'), 'alice')).toBeGreaterThan(before);
  });
});

/** An ally of alice's deck (attack 2 or more) put on her battlefield unharmed. */
function aliceAlly(state: GameState): string {
  const unit = state.players.p1.deck.find((u) => {
    const card = catalogue[state.cards[u]?.stub ?? ''];
    return card?.type === 'Ally' && Number(card.attack ?? 0) >= 2;
  });
  return moveCard(state, unit ?? '', 'battlefield');
}

/**
 * alice with two allies and Frozen Fear (a jaw aspect, attack 3) as the only aspect: she
 * passes, and the Chimera's attack on her Phoenixborn asks her for a blocker.
 */
async function blockerPrompt(): Promise<{ state: GameState; first: string; second: string }> {
  const start = await firstSoloTurn(context, 'solo-blocker', COAL, VIROS);
  const first = aliceAlly(start);
  const second = aliceAlly(start);
  noFaceDownAspects(start);
  revealForTest(start, context, 'frozen-fear');
  start.pendingEvents = [];
  const asked = pressFor(
    pressFor(pressFor(start, context, 'Pass'), context, 'End Turn'),
    context,
    'ok',
  );
  return { state: asked, first, second };
}

/** The easy score of clicking this card and of pressing Done in alice's open prompt. */
function clickAndDone(state: GameState, uuid: string): { click: number; done: number } {
  const view = viewFor(state, context, 'alice');
  const legal = legalCommands(view, 'alice');
  const scores = easyScores(view, 'alice', legal);
  const done = legal.findIndex((c) => {
    if (c.type !== 'menuButton') return false;
    const button = view.players.alice?.promptState.buttons.find((b) => b.arg === c.arg);
    return button?.text === 'Done';
  });
  const click = legal.findIndex((c) => c.type === 'cardClicked' && c.uuid === uuid);
  return { click: scores[click] ?? -Infinity, done: scores[done] ?? Infinity };
}

describe("the Chimera's attack on the Phoenixborn", () => {
  it('blocks with a ready unit while the attacker is unblocked', async () => {
    const { state, first } = await blockerPrompt();
    expect(state.decision?.title).toBe('Choose a blocker (or Done)');
    const { click, done } = clickAndDone(state, first);
    expect(click).toBeGreaterThan(done);
  });

  it('leaves a placed blocker placed and does not move the block to another unit', async () => {
    const { state, first, second } = await blockerPrompt();
    const placed = clickFor(state, context, first);
    expect(placed.decision?.title).toBe('Choose a blocker (or Done)');
    const view = viewFor(placed, context, 'alice');
    expect(view.attack?.battles.every((b) => b.guard !== null)).toBe(true);
    const again = clickAndDone(placed, first);
    expect(again.click).toBeLessThan(again.done);
    const other = clickAndDone(placed, second);
    expect(other.click).toBeLessThan(other.done);
  });

  it('the normal level never takes a placed blocker back', async () => {
    const { state, first } = await blockerPrompt();
    const placed = clickFor(state, context, first);
    const view = viewFor(placed, context, 'alice');
    const legal = legalCommands(view, 'alice');
    const takeBack = legal.findIndex((c) => c.type === 'cardClicked' && c.uuid === first);
    const ranking = legal.map((_, i) => i);
    expect(withoutTakeBacks(ranking, easyScores(view, 'alice', legal))).not.toContain(takeBack);
    for (let seed = 1; seed <= 4; seed++) {
      const command = chooseBotCommand(view, 'alice', 'normal', botRandom(seed), {
        context,
        state: placed,
      });
      expect(command).not.toEqual({ type: 'cardClicked', uuid: first });
    }
  });
});

/** The easy score of the button of this text in alice's open prompt. */
function buttonScoreFor(state: GameState, text: string): number {
  const view = viewFor(state, context, 'alice');
  const legal = legalCommands(view, 'alice');
  const scores = easyScores(view, 'alice', legal);
  const index = legal.findIndex((c) => {
    if (c.type !== 'menuButton') return false;
    const button = view.players.alice?.promptState.buttons.find((b) => b.arg === c.arg);
    return button?.text === text;
  });
  return scores[index] ?? -Infinity;
}

describe("alice's attacks", () => {
  it('attack the Chimera while only aspects without Defender are ready: nothing blocks it', async () => {
    const state = await firstSoloTurn(context, 'solo-attack', COAL, VIROS);
    aliceAlly(state);
    noFaceDownAspects(state);
    revealForTest(state, context, 'frozen-fear');
    state.pendingEvents = [];
    refreshTurnPrompt(state, context);
    expect(buttonScoreFor(state, 'Attack Phoenixborn')).toBeGreaterThan(
      buttonScoreFor(state, 'Attack a unit'),
    );
  });
});

/** A card of this stub in alice's hand (from her deck if need be), every die of hers on class. */
function inHandWithClassDice(state: GameState, stub: string): string {
  const card = toAliceHand(state, stub);
  for (const uuid of state.players.p1.dice) {
    const die = state.dice[uuid];
    if (die) die.level = 'class';
  }
  return card;
}

/** Noah Redmoon's precon: Fade Away destroys its host at the end of the round. */
const NOAH = 6;

describe('an alteration', () => {
  it('goes on an aspect when it harms its host (Fade Away), on her own unit when it helps', async () => {
    let state = await firstSoloTurn(context, 'solo-host', NOAH, VIROS);
    const ally = aliceAlly(state);
    noFaceDownAspects(state);
    const aspect = revealForTest(state, context, 'frozen-fear');
    state.pendingEvents = [];
    const fade = inHandWithClassDice(state, 'fade-away');
    refreshTurnPrompt(state, context);
    state = clickFor(state, context, fade);
    // Pay as the easy level would until the host is asked for.
    for (let i = 0; i < 8 && !state.decision?.title.startsWith('Choose a host'); i++) {
      const { command } = easyBest(viewFor(state, context, 'alice'), 'alice');
      if (!command || command.type === 'closeAlert') break;
      const result = applyCommand(state, context, 'alice', command);
      if (result.error) throw new Error(result.error);
      state = result.state;
    }
    expect(state.decision?.title).toBe('Choose a host for Fade Away');
    const view = viewFor(state, context, 'alice');
    const { legal, scores } = easyBest(view, 'alice');
    const score = (uuid: string) =>
      scores[legal.findIndex((c) => c.type === 'cardClicked' && c.uuid === uuid)] ?? -Infinity;
    expect(score(aspect)).toBeGreaterThan(score(ally));
    const helping = structuredClone(view);
    const prompt = helping.players.alice?.promptState;
    if (prompt) prompt.promptTitle = 'Choose a host for Root Armor';
    const helped = easyScores(helping, 'alice', legal);
    const at = (uuid: string) =>
      helped[legal.findIndex((c) => c.type === 'cardClicked' && c.uuid === uuid)] ?? -Infinity;
    expect(at(ally)).toBeGreaterThan(at(aspect));
  });
});

/** Aradel Summergaard's precon: Root Armor (Armored 1) helps its host. */
const ARADEL = 3;

describe('a helpful alteration', () => {
  it('is cancelled rather than put on an aspect when the player has no unit to host it', async () => {
    let state = await firstSoloTurn(context, 'solo-no-host', ARADEL, VIROS);
    noFaceDownAspects(state);
    revealForTest(state, context, 'frozen-fear');
    state.pendingEvents = [];
    const armor = inHandWithClassDice(state, 'root-armor');
    refreshTurnPrompt(state, context);
    const view = viewFor(state, context, 'alice');
    const { legal, scores } = easyBest(view, 'alice');
    const play = scores[legal.findIndex((c) => c.type === 'cardClicked' && c.uuid === armor)];
    // Not even played: the host prompt would only be cancelled again.
    expect(play).toBeLessThan(buttonScoreFor(state, 'Meditate'));
    state = clickFor(state, context, armor);
    expect(state.decision?.title).toBe('Choose a host for Root Armor');
    expect(buttonScoreFor(state, 'Cancel')).toBe(
      Math.max(...easyBest(viewFor(state, context, 'alice'), 'alice').scores),
    );
  });
});

describe('damage', () => {
  it('goes to the aspect it destroys outright, whatever the noise', async () => {
    let state = await firstSoloTurn(context, 'solo-damage', COAL, VIROS);
    noFaceDownAspects(state);
    const finished = revealForTest(state, context, 'frozen-fear');
    const other = revealForTest(state, context, 'rampage');
    state.pendingEvents = [];
    // One aspect with 1 life left, the other with 2: a damage of 1 destroys only the first.
    for (const [uuid, left] of [
      [finished, 1],
      [other, 2],
    ] as const) {
      const card = state.cards[uuid];
      if (card) card.tokens.damage = Math.max(0, lifeValue(state, context, uuid) - left);
    }
    const natural = state.players.p1.dice.find((u) => state.dice[u]?.magic === 'natural');
    const die = state.dice[natural ?? ''];
    if (die) die.level = 'power';
    refreshTurnPrompt(state, context);
    state = clickFor(state, context, natural ?? '');
    expect(state.decision?.title).toBe('Natural dice power: choose a unit to deal 1 damage to');
    const view = viewFor(state, context, 'alice');
    const legal = legalCommands(view, 'alice');
    for (let seed = 1; seed <= 40; seed++) {
      const best = easyRanking(view, 'alice', legal, botRandom(seed))[0];
      expect(legal[best ?? -1]).toEqual({ type: 'cardClicked', uuid: finished });
    }
  });
});

describe('in PvP', () => {
  it('scores a ceremonial power die and an ally as the easy table always did', async () => {
    const pvp = await testCatalogue();
    const s = scenario(pvp, {
      p1: {
        phoenixborn: 'coal-roarkwin',
        hand: ['iron-worker'],
        discard: ['anchornaut'],
        dice: ['ceremonial:power', 'natural:basic', 'natural:basic', 'natural:basic'],
      },
      p2: { phoenixborn: 'maeoni-viper' },
    });
    const name = s.name('p1');
    const view = s.view('p1');
    expect(againstChimera(view, name)).toBe(false);
    const legal = legalCommands(view, name);
    const scores = easyScores(view, name, legal);
    const worker = s.cards('p1', 'iron-worker', 'hand')[0];
    const ceremonial = s.dice('p1', 'active').find((d) => d.magic === 'ceremonial');
    const score = (uuid: string | undefined) =>
      scores[
        legal.findIndex(
          (c) => (c.type === 'cardClicked' || c.type === 'dieClicked') && c.uuid === uuid,
        )
      ];
    expect(score(worker?.uuid)).toBe(9);
    expect(score(ceremonial?.uuid)).toBe(3);
  });
});
