/**
 * The Spawn of Shadowreck's setup, its behaviour rows of phases I–III (the main resolves
 * before the side on every row) and its Ultimates I–III (behaviours.json, aspects.json).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../domain/cards';
import { engineContext } from '../standard-context';
import type { EngineContext } from '../context';
import { createGame } from '../index';
import { lifeValue } from '../cardinfo';
import { openOptions } from '../decisions';
import { moveCard } from '../ops';
import type { GameState } from '../state';
import type { ChimeraSetup } from './setup';
import {
  answerUntilAliceTurn,
  clickFor,
  logLines,
  passTurnFor,
  pressFor,
  soloCatalogue,
  soloGameSetup,
} from '../testing/chimera';

const LAIR = 809;
const HORROR = 810;

let context: EngineContext;
let catalogue: Record<string, Card>;

beforeAll(async () => {
  catalogue = await soloCatalogue();
  context = engineContext(catalogue);
});

async function lair(options: ChimeraSetup = { difficulty: 'standard', stage: 1 }) {
  return createGame(await soloGameSetup('shadowreck', 1, LAIR, options), context);
}

async function firstTurn(): Promise<GameState> {
  return pressFor(pressFor(await lair(), context, 'Done'), context, 'Done');
}

function chimeraOf(state: GameState) {
  const chimera = state.chimera;
  if (!chimera) throw new Error('Not a solo game');
  return chimera;
}

function tokens(state: GameState, uuid: string) {
  const card = state.cards[uuid];
  if (!card) throw new Error(`No card ${uuid}`);
  return card.tokens;
}

/** A card of this type from alice's deck put into play (an ally onto her battlefield, a ready spell onto her spellboard). */
function aliceCard(state: GameState, type: 'Ally' | 'Ready Spell'): { uuid: string; name: string } {
  const card = state.players.p1.deck.find(
    (u) => catalogue[state.cards[u]?.stub ?? '']?.type === type,
  );
  if (card === undefined) throw new Error(`No ${type} in alice's deck`);
  const uuid = moveCard(state, card, type === 'Ally' ? 'battlefield' : 'spellboard');
  return { uuid, name: catalogue[state.cards[uuid]?.stub ?? '']?.name ?? '' };
}

function newLines(before: GameState, after: GameState): string[] {
  return logLines(after).slice(before.log.length);
}

function rollIn(before: GameState, after: GameState, low: number, high: number): boolean {
  const roll = newLines(before, after)
    .map((l) => /^Behaviour roll (\d+)/.exec(l))
    .find((m) => m !== null);
  const value = Number(roll?.[1]);
  return value >= low && value <= high;
}

/** The first draw offset whose Chimera turn, as `play` runs it, rolls in [low, high] and passes `wanted`. */
function rolling(
  state: GameState,
  low: number,
  high: number,
  play: (s: GameState) => GameState,
  wanted: (after: GameState) => boolean = () => true,
): GameState {
  for (let offset = 0; offset < 400; offset++) {
    const trial = structuredClone(state);
    if (trial.random.scheme === 'keyed') trial.random.draws += offset;
    const after = play(trial);
    if (rollIn(state, after, low, high) && wanted(after)) return after;
  }
  throw new Error(`No behaviour roll from ${low} to ${high}`);
}

function chimeraTurn(state: GameState): GameState {
  return passTurnFor(state, context);
}

/** alice passes; she declines what the Chimera asks until a prompt of this title opens. */
function untilPrompt(title: string): (state: GameState) => GameState {
  return (state) => {
    let next = pressFor(pressFor(state, context, 'Pass'), context, 'End Turn');
    for (let i = 0; i < 30 && next.decision && next.decision.title !== title; i++) {
      if (next.turn?.player === 'p1' && next.decision.key === 'action') break;
      const decision = next.decision;
      const options = openOptions(next, context, decision);
      const decline = options.find(
        (o) => o.kind === 'button' && ['Done', 'No guard', "Don't counter"].includes(o.text ?? ''),
      );
      const option = decline ?? options[0];
      if (!option) break;
      next =
        option.kind === 'button'
          ? pressFor(next, context, option.value)
          : clickFor(next, context, option.value);
    }
    return next;
  };
}

function offers(state: GameState, uuid: string): boolean {
  const decision = state.decision;
  return decision ? openOptions(state, context, decision).some((o) => o.value === uuid) : false;
}

describe('The Spawn of Shadowreck set up', () => {
  it('standard stage 1: four face-down aspects of blood 1,2,2,2 and 30 life', async () => {
    const state = await lair();
    const chimera = chimeraOf(state);
    expect(chimera.threatZone.map((u) => catalogue[state.cards[u]?.stub ?? '']?.blood)).toEqual([
      1, 2, 2, 2,
    ]);
    expect(state.players.p2.spellboard.map((u) => state.cards[u]?.stub).sort()).toEqual([
      'shadowreck-behaviour',
      'shadowreck-ultimate',
    ]);
    expect(lifeValue(state, context, state.players.p2.phoenixborn)).toBe(30);
  });

  it('heroic stage 1: five face-down aspects of blood 1,2,1,2,1 and 35 life', async () => {
    const state = await lair({ difficulty: 'heroic', stage: 1 });
    const chimera = chimeraOf(state);
    expect(chimera.threatZone.map((u) => catalogue[state.cards[u]?.stub ?? '']?.blood)).toEqual([
      1, 2, 1, 2, 1,
    ]);
    expect(lifeValue(state, context, state.players.p2.phoenixborn)).toBe(35);
  });

  it('heroic stage 3: seven face-down aspects', async () => {
    const state = await lair({ difficulty: 'heroic', stage: 3 });
    expect(chimeraOf(state).threatZone).toHaveLength(7);
  });

  it('the Horror deck, every aspect of it scripted, is set up: its pattern dealt face down', async () => {
    const state = createGame(await soloGameSetup('horror', 1, HORROR), context);
    expect(
      chimeraOf(state).threatZone.map((u) => catalogue[state.cards[u]?.stub ?? '']?.blood),
    ).toEqual([1, 2, 2, 2]);
  });
});

describe('phase I rows: the main first, then the side', () => {
  it('12: the reveal, then 1 Red Rains token', async () => {
    const state = await firstTurn();
    const after = rolling(state, 12, 12, chimeraTurn);
    const lines = newLines(state, after);
    const reveal = lines.findIndex((l) => l.startsWith('The Spawn of Shadowreck reveals '));
    expect(reveal).toBeGreaterThanOrEqual(0);
    expect(lines.indexOf('Red Rains token placed (1 of 3)')).toBeGreaterThan(reveal);
    expect(chimeraOf(after).redRains).toBe(1);
  });

  it('5–6: reveal and attack with the revealed aspect, then raise 1 basic rage die', async () => {
    const state = await firstTurn();
    const after = rolling(state, 5, 6, chimeraTurn);
    const lines = newLines(state, after);
    const roll = lines.findIndex((l) => l.startsWith('Behaviour roll '));
    const attack = lines.findIndex((l) => l.startsWith('Chimera attacks Coal Roarkwin with '));
    // Passing early raised a die before the Chimera's turn; the row's raise comes after its roll.
    const raise = lines.findIndex((l, i) => i > roll && l.includes('raises 1 basic rage die'));
    expect(attack).toBeGreaterThan(roll);
    expect(raise).toBeGreaterThan(attack);
  });

  it('7–9: the reveal, then alice lowers 1 non-basic die', async () => {
    const state = await firstTurn();
    const after = rolling(state, 7, 9, chimeraTurn);
    const lines = newLines(state, after);
    const reveal = lines.findIndex((l) => l.startsWith('The Spawn of Shadowreck reveals '));
    const lowered = lines.filter((l) => l.startsWith('alice lowers a die to '));
    expect(lowered).toHaveLength(1);
    expect(lines.indexOf(lowered[0] ?? '')).toBeGreaterThan(reveal);
  });

  it("10–11: the reveal, then a Webbed on alice's leftmost unit that has none", async () => {
    const state = await firstTurn();
    const left = aliceCard(state, 'Ally');
    const right = aliceCard(state, 'Ally');
    const after = rolling(state, 10, 11, chimeraTurn);
    const lines = newLines(state, after);
    const reveal = lines.findIndex((l) => l.startsWith('The Spawn of Shadowreck reveals '));
    const webbed = lines.indexOf(`Webbed is attached to ${left.name}`);
    expect(webbed).toBeGreaterThan(reveal);
    const webs = (u: string) =>
      after.cards[u]?.upgrades.filter((a) => after.cards[a]?.stub === 'webbed').length;
    expect(webs(left.uuid)).toBe(1);
    expect(webs(right.uuid)).toBe(0);
  });
});

describe('phase II and III sides: the player chooses', () => {
  const damageTitle = 'Shadowreck: choose your Phoenixborn or your leftmost unit to take 1 damage';
  const exhaustTitle =
    'Shadowreck: place 1 exhaustion token on your Phoenixborn or one of your ready spells';

  it('phase II 4–6: after the attack, alice puts the 1 damage on her leftmost unit', async () => {
    const state = await firstTurn();
    chimeraOf(state).phase = 2;
    const unit = aliceCard(state, 'Ally');
    aliceCard(state, 'Ally');
    const asked = rolling(state, 4, 6, untilPrompt(damageTitle), (s) => offers(s, unit.uuid));
    expect(asked.decision?.player).toBe('p1');
    const source = asked.decision?.source;
    expect(source ? asked.cards[source]?.stub : null).toBe('shadowreck-behaviour');
    const damage = tokens(asked, unit.uuid).damage;
    const after = answerUntilAliceTurn(clickFor(asked, context, unit.uuid), context);
    expect(tokens(after, unit.uuid).damage).toBe(damage + 1);
  });

  it('phase II 4–6: or on her Phoenixborn', async () => {
    const state = await firstTurn();
    chimeraOf(state).phase = 2;
    aliceCard(state, 'Ally');
    const pb = state.players.p1.phoenixborn;
    const asked = rolling(state, 4, 6, untilPrompt(damageTitle), (s) => offers(s, pb));
    const damage = tokens(asked, pb).damage;
    const after = answerUntilAliceTurn(clickFor(asked, context, pb), context);
    expect(tokens(after, pb).damage).toBe(damage + 1);
  });

  it('phase III 3–6: alice exhausts her Phoenixborn or one of her ready spells', async () => {
    const state = await firstTurn();
    chimeraOf(state).phase = 3;
    const spell = aliceCard(state, 'Ready Spell');
    const pb = state.players.p1.phoenixborn;
    const asked = rolling(state, 3, 6, untilPrompt(exhaustTitle), (s) => offers(s, spell.uuid));
    expect(offers(asked, pb)).toBe(true);
    const toSpell = answerUntilAliceTurn(clickFor(asked, context, spell.uuid), context);
    expect(tokens(toSpell, spell.uuid).exhaustion).toBe(1);
    expect(tokens(toSpell, pb).exhaustion).toBe(0);
    const toPb = answerUntilAliceTurn(clickFor(asked, context, pb), context);
    expect(tokens(toPb, pb).exhaustion).toBe(1);
    expect(tokens(toPb, spell.uuid).exhaustion).toBe(0);
  });
});

describe('the Ultimates (the third Red Rains token of a 12 row)', () => {
  function ultimateDue(state: GameState, phase: 1 | 2 | 3): void {
    const chimera = chimeraOf(state);
    chimera.phase = phase;
    chimera.redRains = 2;
  }

  it("Ultimate I: destroys alice's leftmost unit, then a Webbed on each of her units; phase II", async () => {
    const state = await firstTurn();
    const left = aliceCard(state, 'Ally');
    const right = aliceCard(state, 'Ally');
    ultimateDue(state, 1);
    const after = rolling(state, 12, 12, chimeraTurn);
    const lines = newLines(state, after);
    expect(lines.some((l) => l.startsWith('The Ultimate of phase 1 fires'))).toBe(true);
    expect(after.players.p1.discard).toContain(left.uuid);
    expect(after.cards[right.uuid]?.upgrades.some((a) => after.cards[a]?.stub === 'webbed')).toBe(
      true,
    );
    expect(chimeraOf(after).phase).toBe(2);
  });

  it('Ultimate II: 3 damage to the opposing Phoenixborn, then a Webbed on each unit; phase III', async () => {
    const state = await firstTurn();
    const unit = aliceCard(state, 'Ally');
    ultimateDue(state, 2);
    const after = rolling(state, 12, 12, chimeraTurn);
    const lines = newLines(state, after);
    const fired = lines.findIndex((l) => l.startsWith('The Ultimate of phase 2 fires'));
    expect(lines.slice(fired)).toContain('Coal Roarkwin is dealt 3 damage');
    expect(after.cards[unit.uuid]?.upgrades.some((a) => after.cards[a]?.stub === 'webbed')).toBe(
      true,
    );
    expect(chimeraOf(after).phase).toBe(3);
  });

  it('Ultimate III: alice discards 2 cards of her choice (from her hand here)', async () => {
    const state = await firstTurn();
    ultimateDue(state, 3);
    const hand = state.players.p1.hand.length;
    // Declining nothing, alice answers "Your hand" and its first card twice.
    const after = rolling(state, 12, 12, chimeraTurn);
    expect(newLines(state, after).some((l) => l.startsWith('The Ultimate of phase 3 fires'))).toBe(
      true,
    );
    expect(after.players.p1.hand).toHaveLength(hand - 2);
    expect(chimeraOf(after).phase).toBe(3);
  });

  it('Ultimate III: or from the top of her draw pile', async () => {
    const state = await firstTurn();
    ultimateDue(state, 3);
    const title = 'Shadowreck Ultimate (1 of 2): discard a card from';
    const asked = rolling(state, 12, 12, untilPrompt(title), (s) => s.decision?.title === title);
    const deck = asked.players.p1.deck.length;
    const hand = asked.players.p1.hand.length;
    const first = pressFor(asked, context, 'The top of your draw pile');
    const second = pressFor(first, context, 'The top of your draw pile');
    expect(second.players.p1.deck).toHaveLength(deck - 2);
    expect(second.players.p1.hand).toHaveLength(hand);
  });
});
