// The practice levels: sensible choices of the easy level, legal play to the end of a game,
// and a normal level that decides from what its seat may see only.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../domain/cards';
import { applyCommand } from '../commands';
import { engineContext } from '../standard-context';
import type { EngineContext } from '../context';
import { createGame } from '../game';
import type { GameState } from '../state';
import { testCatalogue, preconGameSetup } from '../testing/catalogue';
import { scenario } from '../testing/scenario';
import { viewFor } from '../view';
import { determinize } from './determinize';
import { easyScores } from './easy';
import { botRandom, chooseBotCommand, legalCommands } from './index';
import { playBots } from './match';
import { promptSignature } from './view-lookup';

let catalogue: Record<string, Card>;
let context: EngineContext;
beforeAll(async () => {
  catalogue = await testCatalogue();
  context = engineContext(catalogue);
});

/** The command the easy scores put first (no noise). */
function easyBest(s: ReturnType<typeof scenario>, player: 'p1' | 'p2') {
  const name = s.name(player);
  const view = s.view(player);
  const legal = legalCommands(view, name);
  const scores = easyScores(view, name, legal);
  const best = scores.indexOf(Math.max(...scores));
  return { command: legal[best], view, legal };
}

describe('easy level', () => {
  it('attacks with a ready unit rather than passing', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'coal-roarkwin', battlefield: ['hammer-knight'] },
      p2: { phoenixborn: 'maeoni-viper' },
    });
    const { command, view } = easyBest(s, 'p1');
    const pressed = view.players[s.name('p1')]?.promptState.buttons.find(
      (b) => command?.type === 'menuButton' && b.arg === command.arg,
    );
    expect(pressed?.text).toBe('Attack Phoenixborn');
  });

  it("chooses the opponent's unit to attack, not Cancel", () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'coal-roarkwin', battlefield: ['hammer-knight'] },
      p2: { phoenixborn: 'maeoni-viper', battlefield: ['iron-worker'] },
    });
    s.button('Attack a unit');
    const { command } = easyBest(s, 'p1');
    const target = s.unit('p2', 'iron-worker');
    expect(command).toEqual({ type: 'cardClicked', uuid: target?.uuid });
  });

  it('pays with the die that fits the cost and keeps the power face', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: 'coal-roarkwin',
        hand: ['iron-worker'],
        dice: ['natural:power', 'natural:basic', 'natural:class'],
      },
      p2: { phoenixborn: 'maeoni-viper' },
    });
    s.click('iron-worker');
    const { command } = easyBest(s, 'p1');
    const basic = s.dice('p1', 'active').find((d) => d.level === 'basic');
    expect(command).toEqual({ type: 'dieClicked', uuid: basic?.uuid });
  });
});

describe('prompt signature (how the normal level sees a click that changes nothing)', () => {
  it('is the same for the same question and changes with each pick', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'coal-roarkwin', battlefield: ['hammer-knight', 'iron-worker'] },
      p2: { phoenixborn: 'maeoni-viper' },
    });
    s.button('Attack Phoenixborn');
    const before = promptSignature(s.view('p1'), s.name('p1'));
    expect(promptSignature(s.view('p1'), s.name('p1'))).toBe(before);
    s.click('hammer-knight');
    expect(promptSignature(s.view('p1'), s.name('p1'))).not.toBe(before);
  });
});

describe('bot games', () => {
  it('easy and random play a seeded game to its end with legal commands only', async () => {
    const setup = await preconGameSetup('bots-easy', 1, 2);
    const result = playBots(setup, context, { alice: 'easy', bob: 'random' }, 7);
    expect(result.outcome).toBe('finished');
    expect(result.winner).not.toBeNull();
  });

  it('normal and easy play a seeded game to its end with legal commands only', async () => {
    const setup = await preconGameSetup('bots-normal', 3, 4);
    const result = playBots(setup, context, { alice: 'normal', bob: 'easy' }, 3, { budget: 24 });
    expect(result.outcome).toBe('finished');
  });

  it('the same seed gives the same game', async () => {
    const setup = await preconGameSetup('bots-again', 5, 6);
    const levels = { alice: 'easy', bob: 'normal' } as const;
    const a = playBots(setup, context, levels, 11, { budget: 16, maxCommands: 150 });
    const b = playBots(setup, context, levels, 11, { budget: 16, maxCommands: 150 });
    expect(b.commands).toBe(a.commands);
    expect(b.state.version).toBe(a.state.version);
    expect(JSON.stringify(b.state.cards)).toBe(JSON.stringify(a.state.cards));
  });
});

/** A seeded easy game played on until alice must choose her round 2 action. */
async function aliceToAct(): Promise<GameState> {
  const setup = await preconGameSetup('bots-view', 1, 2);
  let state = createGame(setup, context);
  const random = botRandom(5);
  for (let i = 0; i < 3000; i++) {
    const seat = state.decision?.player;
    if (!seat) break;
    const actor = state.players[seat].name;
    const view = viewFor(state, context, actor);
    if (
      actor === 'alice' &&
      state.round >= 2 &&
      view.players[actor]?.promptState.promptTitle === 'Choose an action' &&
      state.players.p2.hand.length > 0
    )
      return state;
    const command = chooseBotCommand(view, actor, 'easy', random);
    if (!command) break;
    state = applyCommand(state, context, actor, command).state;
  }
  throw new Error('alice never came to act in round 2');
}

/** The same game with bob's hand and draw pile made of other cards, and his deck reordered. */
function otherHiddenCards(state: GameState): GameState {
  const copy = structuredClone(state);
  const bob = copy.players.p2;
  const stubs = ['iron-worker', 'hammer-knight', 'anchornaut'];
  [...bob.hand, ...bob.deck].forEach((uuid, i) => {
    const card = copy.cards[uuid];
    if (card) card.stub = stubs[i % stubs.length] ?? 'anchornaut';
  });
  bob.deck.reverse();
  copy.players.p1.deck.reverse();
  copy.seed = 'another secret seed';
  return copy;
}

describe('normal level reads only what its seat may see', () => {
  it('builds the same determinized game whatever the hidden cards are', async () => {
    const state = await aliceToAct();
    const other = otherHiddenCards(state);
    expect(JSON.stringify(viewFor(other, context, 'alice'))).toBe(
      JSON.stringify(viewFor(state, context, 'alice')),
    );
    const a = determinize(state, context, 'p1', botRandom(9));
    const b = determinize(other, context, 'p1', botRandom(9));
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });

  it('sends the same command whatever the hidden cards are', async () => {
    const state = await aliceToAct();
    const other = otherHiddenCards(state);
    const choose = (s: GameState) =>
      chooseBotCommand(viewFor(s, context, 'alice'), 'alice', 'normal', botRandom(4), {
        context,
        state: s,
        budget: 60,
      });
    const command = choose(state);
    expect(command).not.toBeNull();
    expect(choose(other)).toEqual(command);
    const legal = legalCommands(viewFor(state, context, 'alice'), 'alice');
    expect(legal).toContainEqual(command);
  });
});
