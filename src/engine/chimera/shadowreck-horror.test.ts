/**
 * The Spawn of Shadowreck's Horror aspects (aspects.json): Erratic Strike,
 * Torment and Devour (Lunge and Panic: shadowreck-retreaters.test.ts; Paranoia:
 * shadowreck-paranoia.test.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../domain/cards';
import { engineContext } from '../standard-context';
import type { EngineContext } from '../context';
import { createGame } from '../index';
import { lifeValue } from '../cardinfo';
import { moveCard } from '../ops';
import type { GameState } from '../state';
import {
  answerUntilAliceTurn,
  clickFor,
  logLines,
  noFaceDownAspects,
  passTurnFor,
  pressFor,
  revealForTest,
  soloCatalogue,
  soloGameSetup,
} from '../testing/chimera';

/** The Lair deck: the Horror aspects are taken from the catalogue into its draw pile. */
const LAIR = 809;

let context: EngineContext;
let catalogue: Record<string, Card>;

beforeAll(async () => {
  catalogue = await soloCatalogue();
  context = engineContext(catalogue);
});

async function firstTurn(): Promise<GameState> {
  const state = createGame(await soloGameSetup('shadowreck-horror', 1, LAIR), context);
  return pressFor(pressFor(state, context, 'Done'), context, 'Done');
}

function tokens(state: GameState, uuid: string) {
  const card = state.cards[uuid];
  if (!card) throw new Error(`No card ${uuid}`);
  return card.tokens;
}

/**
 * A Horror aspect put into the Chimera's draw pile in place of a Lair one (same blood or
 * not), then revealed alone with nothing face down; its status tokens as printed.
 */
function horrorAspect(state: GameState, stub: string, keepEvents = false): string {
  const chimera = state.chimera;
  if (!chimera) throw new Error('Not a solo game');
  noFaceDownAspects(state);
  const deck = state.players.p2.deck;
  const swapped = deck[0];
  const card = swapped === undefined ? undefined : state.cards[swapped];
  if (!card) throw new Error('No card to swap');
  card.stub = stub;
  const aspect = revealForTest(state, context, stub);
  if (!keepEvents) state.pendingEvents = [];
  return aspect;
}

/** An ally of alice's deck on her battlefield. */
function aliceUnit(state: GameState, attack = (a: number) => a >= 0): string {
  const unit = state.players.p1.deck.find((u) => {
    const card = catalogue[state.cards[u]?.stub ?? ''];
    return card?.type === 'Ally' && attack(Number(card.attack ?? 0));
  });
  if (unit === undefined) throw new Error('No such ally');
  return moveCard(state, unit, 'battlefield');
}

function setPhase(state: GameState, phase: 1 | 2 | 3): void {
  if (!state.chimera) throw new Error('Not a solo game');
  state.chimera.phase = phase;
}

function newLines(before: GameState, after: GameState): string[] {
  return logLines(after).slice(before.log.length);
}

/** The first draw offset for which `play` passes `wanted`. */
function seeking(
  state: GameState,
  play: (s: GameState) => GameState,
  wanted: (after: GameState) => boolean,
): GameState {
  for (let offset = 0; offset < 200; offset++) {
    const trial = structuredClone(state);
    if (trial.random.scheme === 'keyed') trial.random.draws += offset;
    const after = play(trial);
    if (wanted(after)) return after;
  }
  throw new Error('Never happened');
}

function behaviourDie(before: GameState, after: GameState): number {
  const line = newLines(before, after).find((l) => l.includes('rolls the behaviour die: '));
  return Number(line?.split('rolls the behaviour die: ')[1]);
}

describe('Erratic Strike', () => {
  it("attacking on an even roll, it destroys the opponent's leftmost exhausted unit", async () => {
    const state = await firstTurn();
    const damaged = aliceUnit(state);
    const exhausted = aliceUnit(state);
    tokens(state, damaged).damage = 1;
    tokens(state, exhausted).exhaustion = 1;
    horrorAspect(state, 'erratic-strike');
    const after = seeking(
      state,
      (s) => passTurnFor(s, context),
      (a) => behaviourDie(state, a) % 2 === 0,
    );
    expect(after.players.p1.discard).toContain(exhausted);
    expect(after.players.p1.battlefield).toContain(damaged);
  });

  it("attacking on an odd roll, it destroys the opponent's leftmost damaged unit", async () => {
    const state = await firstTurn();
    const exhausted = aliceUnit(state);
    const damaged = aliceUnit(state);
    tokens(state, damaged).damage = 1;
    tokens(state, exhausted).exhaustion = 1;
    horrorAspect(state, 'erratic-strike');
    const after = seeking(
      state,
      (s) => passTurnFor(s, context),
      (a) => behaviourDie(state, a) % 2 === 1,
    );
    expect(after.players.p1.discard).toContain(damaged);
    expect(after.players.p1.battlefield).toContain(exhausted);
  });
});

describe('Torment', () => {
  it('its status re-rolls a basic rage die; staying basic, alice discards a card of her choice', async () => {
    const state = await firstTurn();
    const torment = horrorAspect(state, 'torment');
    tokens(state, torment).exhaustion = 1;
    expect(tokens(state, torment).status).toBe(2);
    const title = 'Torment: discard a card from';
    const asked = seeking(
      state,
      (s) => pressFor(pressFor(s, context, 'Pass'), context, 'End Turn'),
      (a) => a.decision?.title === title,
    );
    expect(asked.decision?.player).toBe('p1');
    const hand = asked.players.p1.hand.length;
    const discard = asked.players.p1.discard.length;
    const card = asked.players.p1.hand[0];
    if (card === undefined) throw new Error('No card in hand');
    const chosen = pressFor(asked, context, 'Your hand');
    // Read before the round ends (alice then draws back up).
    const after = clickFor(chosen, context, card);
    expect(after.players.p1.hand).toHaveLength(hand - 1);
    expect(after.players.p1.discard).toHaveLength(discard + 1);
    // A card changes id as it moves: the discard pile's new card is the one chosen.
    const discarded = after.players.p1.discard.at(-1);
    expect(discarded === undefined ? null : after.cards[discarded]?.stub).toBe(
      asked.cards[card]?.stub,
    );
    expect(answerUntilAliceTurn(after, context).turn?.player).toBe('p1');
  });

  it('or the top card of her draw pile', async () => {
    const state = await firstTurn();
    const torment = horrorAspect(state, 'torment');
    tokens(state, torment).exhaustion = 1;
    const asked = seeking(
      state,
      (s) => pressFor(pressFor(s, context, 'Pass'), context, 'End Turn'),
      (a) => a.decision?.title === 'Torment: discard a card from',
    );
    const deck = asked.players.p1.deck.length;
    const hand = asked.players.p1.hand.length;
    const after = pressFor(asked, context, 'The top of your draw pile');
    expect(after.players.p1.deck).toHaveLength(deck - 1);
    expect(after.players.p1.hand).toHaveLength(hand);
  });

  it('when the die comes up power, nothing is discarded', async () => {
    const state = await firstTurn();
    const torment = horrorAspect(state, 'torment');
    tokens(state, torment).exhaustion = 1;
    const hand = state.players.p1.hand.length;
    const after = seeking(
      state,
      (s) => passTurnFor(s, context),
      (a) =>
        newLines(state, a).some((l) => l.includes('rolls a rage die: power')) &&
        newLines(state, a).includes('Torment uses Torment'),
    );
    expect(after.players.p1.hand).toHaveLength(hand);
    expect(tokens(after, torment).status).toBe(1);
  });
});

describe('Devour', () => {
  it('after it destroys a unit while attacking, alice discards the phase in cards from her draw pile', async () => {
    const state = await firstTurn();
    const unit = aliceUnit(state);
    tokens(state, unit).damage = lifeValue(state, context, unit) - 1;
    horrorAspect(state, 'devour');
    setPhase(state, 2);
    const deck = state.players.p1.deck.length;
    const after = passTurnFor(state, context);
    expect(after.players.p1.discard).toContain(unit);
    expect(after.players.p1.deck).toHaveLength(deck - 2);
  });

  it('each card short is 1 damage to her Phoenixborn', async () => {
    const state = await firstTurn();
    const unit = aliceUnit(state);
    tokens(state, unit).damage = lifeValue(state, context, unit) - 1;
    horrorAspect(state, 'devour');
    setPhase(state, 3);
    const pile = state.players.p1.deck;
    // One card left in her draw pile: two short.
    for (const card of pile.slice(1)) moveCard(state, card, 'discard');
    const pb = state.players.p1.phoenixborn;
    const after = passTurnFor(state, context);
    expect(after.players.p1.deck).toHaveLength(0);
    expect(tokens(after, pb).damage).toBe(2);
  });
});
