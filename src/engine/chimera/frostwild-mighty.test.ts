/**
 * The Frostwild Scourge's Mighty aspects (aspects.json): Giant's Might, Warcry, Sweeping
 * Strike, Wild Throw, Charge Fist and Crushing Grip.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../domain/cards';
import { engineContext } from '../standard-context';
import type { EngineContext } from '../context';
import { createGame } from '../index';
import { isExhausted, keyword, lifeValue } from '../cardinfo';
import { openOptions } from '../decisions';
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

const MIGHTY = 804;

let context: EngineContext;
let catalogue: Record<string, Card>;

beforeAll(async () => {
  catalogue = await soloCatalogue();
  context = engineContext(catalogue);
});

async function firstTurn(): Promise<GameState> {
  const state = createGame(await soloGameSetup('frostwild-mighty', 1, MIGHTY), context);
  return pressFor(pressFor(state, context, 'Done'), context, 'Done');
}

/** Allies of alice's deck matching `fits` put onto her battlefield, left to right. */
function aliceUnits(
  state: GameState,
  count: number,
  fits: (c: Card) => boolean = () => true,
): string[] {
  const allies = state.players.p1.deck.filter((u) => {
    const card = catalogue[state.cards[u]!.stub]!;
    return card.type === 'Ally' && fits(card);
  });
  return allies.slice(0, count).map((u) => moveCard(state, u, 'battlefield'));
}

/** Nothing face down, and only these aspects face up (left to right). */
function onlyAspects(state: GameState, stubs: string[]): string[] {
  noFaceDownAspects(state);
  const aspects = stubs.map((stub) => revealForTest(state, context, stub));
  state.pendingEvents = [];
  return aspects;
}

function stubsOn(state: GameState, card: string): string[] {
  return state.cards[card]!.upgrades.map((u) => state.cards[u]!.stub);
}

function newLines(before: GameState, after: GameState): string[] {
  return logLines(after).slice(before.log.length);
}

describe("Giant's Might", () => {
  it('revealed in phase I it gets 1 Vigor; in phase III, 3', async () => {
    const one = await firstTurn();
    const first = revealForTest(one, context, 'giants-might');
    const afterOne = passTurnFor(one, context);
    expect(stubsOn(afterOne, first)).toEqual(['vigor']);

    const three = await firstTurn();
    three.chimera!.phase = 3;
    const third = revealForTest(three, context, 'giants-might');
    const afterThree = passTurnFor(three, context);
    expect(stubsOn(afterThree, third)).toEqual(['vigor', 'vigor', 'vigor']);
  });

  it('Gigantic 2: a unit of life 2 or less is not offered as its blocker', async () => {
    const state = await firstTurn();
    const [small] = aliceUnits(state, 1, (c) => Number(c.life ?? 0) <= 2);
    const [might] = onlyAspects(state, ['giants-might']);
    expect(keyword(state, context, might!, 'gigantic')).toBe(2);
    let next = pressFor(pressFor(state, context, 'Pass'), context, 'End Turn');
    expect(next.decision?.title).toBe('PB ATTACK!');
    next = pressFor(next, context, 'ok');
    expect(openOptions(next, context, next.decision!).map((o) => o.value)).not.toContain(small);
  });
});

describe('Warcry', () => {
  it('an adjacent aspect declared as an attacker gets a Vigor; one further away does not', async () => {
    const adjacent = await firstTurn();
    const [attacker] = onlyAspects(adjacent, ['wild-throw', 'warcry']);
    const after = passTurnFor(adjacent, context);
    expect(newLines(adjacent, after).some((l) => l.startsWith('Chimera attacks'))).toBe(true);
    expect(stubsOn(after, attacker!)).toEqual(['vigor']);

    const far = await firstTurn();
    const [away] = onlyAspects(far, ['wild-throw', 'crushing-grip', 'warcry']);
    const afterFar = passTurnFor(far, context);
    expect(stubsOn(afterFar, away!)).toEqual([]);
  });

  it('when Warcry itself attacks, it gets a Vigor', async () => {
    const state = await firstTurn();
    const [warcry] = onlyAspects(state, ['warcry']);
    const after = passTurnFor(state, context);
    expect(stubsOn(after, warcry!)).toEqual(['vigor']);
  });
});

describe('Sweeping Strike', () => {
  it('after it destroys a unit, alice takes 1 damage as many times as its attack, on her Phoenixborn or rightmost unit', async () => {
    const state = await firstTurn();
    // The doomed unit at 1 life with attack under 3: Sweeping Strike (life 3) survives the fight.
    const [doomed] = aliceUnits(state, 1, (c) => Number(c.attack ?? 0) < 3);
    const [other] = aliceUnits(state, 1, (c) => Number(c.life ?? 0) >= 2);
    state.cards[doomed!]!.tokens.damage = lifeValue(state, context, doomed!) - 1;
    onlyAspects(state, ['sweeping-strike']);
    const pb = state.players.p1.phoenixborn;
    // It aims right: the rightmost unit; move the doomed one there.
    state.players.p1.battlefield = [other!, doomed!];
    let next = pressFor(pressFor(state, context, 'Pass'), context, 'End Turn');
    const title = 'Sweeping Strike: 1 damage to your Phoenixborn or to your rightmost unit';
    let answers = 0;
    for (let i = 0; i < 20 && next.turn?.player !== 'p1'; i++) {
      if (next.decision?.title === title) {
        expect(next.decision.player).toBe('p1');
        next = pressFor(next, context, answers === 0 ? 'unit' : 'phoenixborn');
        answers += 1;
        continue;
      }
      const options = openOptions(next, context, next.decision!);
      const decline = options.find(
        (o) =>
          o.kind === 'button' &&
          ['Done', 'No guard', "Don't counter", 'Pass'].includes(o.text ?? ''),
      );
      const option = decline ?? options[0]!;
      next =
        option.kind === 'button'
          ? pressFor(next, context, option.value)
          : clickFor(next, context, option.value);
    }
    expect(answers).toBe(3);
    expect(next.players.p1.discard).toContain(doomed);
    expect(next.cards[other!]!.tokens.damage).toBe(1);
    expect(next.cards[pb]!.tokens.damage).toBe(2);
  });
});

describe('Wild Throw', () => {
  it("revealed, it Stuns alice's leftmost unit and moves it to the right end of her battlefield", async () => {
    const state = await firstTurn();
    const [left, right] = aliceUnits(state, 2);
    revealForTest(state, context, 'wild-throw');
    const after = passTurnFor(state, context);
    expect(stubsOn(after, left!)).toEqual(['stun']);
    expect(after.players.p1.battlefield.indexOf(left!)).toBeGreaterThan(
      after.players.p1.battlefield.indexOf(right!),
    );
  });
});

describe('Charge Fist', () => {
  it('a status token that is not its last does nothing', async () => {
    const state = await firstTurn();
    const [fist] = onlyAspects(state, ['charge-fist']);
    expect(state.cards[fist!]!.tokens.status).toBe(3);
    const after = passTurnFor(state, context);
    expect(after.cards[fist!]!.tokens.status).toBe(2);
    expect(newLines(state, after)).not.toContain('Coal Roarkwin is dealt 3 damage');
  });

  it("its last status token: 3 damage to alice's Phoenixborn, then her non-basic dice are re-rolled", async () => {
    const state = await firstTurn();
    const [fist] = onlyAspects(state, ['charge-fist']);
    state.cards[fist!]!.tokens.status = 1;
    const nonBasic = state.players.p1.dice.filter(
      (d) => state.dice[d]!.location === 'active' && state.dice[d]!.level !== 'basic',
    ).length;
    const after = passTurnFor(state, context);
    const lines = newLines(state, after);
    expect(lines).toContain('Coal Roarkwin is dealt 3 damage');
    expect(lines.filter((l) => l.startsWith('Chimera re-rolls a die of alice'))).toHaveLength(
      nonBasic,
    );
    expect(nonBasic).toBeGreaterThan(0);
  });
});

describe('Crushing Grip', () => {
  it("while it is unexhausted, alice's leftmost unit is considered exhausted", async () => {
    const state = await firstTurn();
    const [left, right] = aliceUnits(state, 2);
    noFaceDownAspects(state);
    // Its reveal trigger resolves with alice's next command.
    const grip = revealForTest(state, context, 'crushing-grip');
    const after = answerUntilAliceTurn(pressFor(state, context, 'Pass'), context);
    expect(isExhausted(after, left!)).toBe(true);
    expect(isExhausted(after, right!)).toBe(false);
    after.cards[grip!]!.tokens.exhaustion = 1;
    expect(isExhausted(after, left!)).toBe(false);
  });

  it('Defender: it has Unit Guard, as the Chimera plays Defender', async () => {
    const state = await firstTurn();
    expect(
      keyword(state, context, revealForTest(state, context, 'crushing-grip'), 'unitGuard'),
    ).toBe(1);
  });
});
