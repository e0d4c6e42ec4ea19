/**
 * Two Laws of the Chimera from the digest (9.3, 11): trespassers are discarded when the
 * Ultimate fires, and a fatigued Chimera takes a wound for each card discarded from its pile.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { engineContext } from '../standard-context';
import type { EngineContext } from '../context';
import { lifeValue } from '../cardinfo';
import { moveCard } from '../ops';
import type { GameState } from '../state';
import {
  clickFor,
  firstSoloTurn,
  logLines,
  noFaceDownAspects,
  passTurnFor,
  pressFor,
  refreshTurnPrompt,
  revealForTest,
  soloCatalogue,
} from '../testing/chimera';

/** The Corpse of Viros's Shadow deck (802) against The Iron Men (1). */
const SHADOW = 802;
const IRON_MEN = 1;

let context: EngineContext;

beforeAll(async () => {
  context = engineContext(await soloCatalogue());
});

function firstTurn(): Promise<GameState> {
  return firstSoloTurn(context, 'laws', IRON_MEN, SHADOW);
}

/** A card of alice's draw pile attached to `host` as hers (an alteration she played on it). */
function aliceUpgradeOn(state: GameState, host: string): string {
  const uuid = state.players.p1.deck.shift()!;
  const card = state.cards[uuid]!;
  card.zone = 'attached';
  card.host = host;
  card.controller = 'p1';
  state.cards[host]!.upgrades.push(uuid);
  return uuid;
}

/** Two Red Rains tokens and Stormcall on its last status token: its turn fires the Ultimate. */
function ultimateDue(state: GameState): string {
  const chimera = state.chimera!;
  chimera.redRains = 2;
  noFaceDownAspects(state);
  const storm = revealForTest(state, context, 'stormcall');
  state.pendingEvents = [];
  state.cards[storm]!.tokens.status = 1;
  return storm;
}

describe('trespassers when the Ultimate fires', () => {
  it("alice's upgrade on an aspect and her unit on the Chimera's battlefield are discarded first", async () => {
    const state = await firstTurn();
    const storm = ultimateDue(state);
    const upgrade = aliceUpgradeOn(state, storm);
    const upgradeStub = state.cards[upgrade]!.stub;
    // One of her allies the Chimera controls.
    const ally = state.players.p1.deck.find(
      (u) => state.cards[u]?.stub === 'anchornaut' || state.cards[u]?.stub === 'iron-worker',
    )!;
    const unit = moveCard(state, ally, 'battlefield');
    state.players.p1.battlefield.splice(state.players.p1.battlefield.indexOf(unit), 1);
    state.players.p2.battlefield.push(unit);
    state.cards[unit]!.controller = 'p2';
    const unitStub = state.cards[unit]!.stub;
    const discard = state.players.p1.discard.length;

    const after = passTurnFor(state, context);
    const lines = logLines(after).slice(state.log.length);
    const fired = lines.findIndex((l) => l.startsWith('The Ultimate of phase 1 fires'));
    expect(fired).toBeGreaterThanOrEqual(0);
    const trespassing = lines.filter((l) => l.includes(' trespasses on The Corpse of Viros'));
    expect(trespassing).toHaveLength(2);
    expect(lines.indexOf(trespassing[0]!)).toBe(fired + 1);
    expect(after.players.p2.battlefield.map((u) => after.cards[u]?.owner)).not.toContain('p1');
    expect(after.players.p1.discard.length).toBe(discard + 2);
    const discarded = after.players.p1.discard.map((u) => after.cards[u]?.stub);
    expect(discarded).toEqual(expect.arrayContaining([upgradeStub, unitStub]));
  });

  it("the Chimera's own cards stay", async () => {
    const state = await firstTurn();
    const storm = ultimateDue(state);
    const own = revealForTest(state, context, 'glare');
    state.pendingEvents = [];
    const after = passTurnFor(state, context);
    expect(logLines(after).some((l) => l.includes('trespasses'))).toBe(false);
    expect(after.players.p2.battlefield).toEqual(expect.arrayContaining([storm, own]));
  });
});

/** Enchanted Violinist on alice's battlefield (a card of her pile given its stub). */
function violinist(state: GameState): string {
  const uuid = moveCard(state, state.players.p1.deck[0]!, 'battlefield');
  state.cards[uuid]!.stub = 'enchanted-violinist';
  return uuid;
}

/** Song of Sorrow destroys an aspect on its last life: its Chimera discards the top card of its pile. */
function songDestroys(state: GameState, aspect: string, player: string): GameState {
  state.cards[aspect]!.tokens.damage = lifeValue(state, context, aspect) - 1;
  refreshTurnPrompt(state, context);
  let next = clickFor(state, context, player);
  if (next.decision?.key !== 'target') next = pressFor(next, context, 'Song of Sorrow');
  return clickFor(next, context, aspect);
}

describe('fatigue', () => {
  it('fatigued, each card discarded from its draw pile is 1 wound to the Chimera', async () => {
    const state = await firstTurn();
    noFaceDownAspects(state);
    const aspect = revealForTest(state, context, 'glare');
    state.pendingEvents = [];
    const player = violinist(state);
    state.chimera!.fatigued = true;
    const pb = state.players.p2.phoenixborn;
    const wounds = state.cards[pb]!.tokens.damage;
    const pile = state.players.p2.deck.length;
    const blood = context.catalogue.glare?.blood ?? 0;
    const after = songDestroys(state, aspect, player);
    expect(after.players.p2.deck).toHaveLength(pile - 1);
    expect(after.cards[pb]!.tokens.damage).toBe(wounds + blood + 1);
    expect(logLines(after)).toContain(
      'The Corpse of Viros is fatigued: 1 card discarded from its draw pile, 1 wound',
    );
  });

  it('not yet fatigued, a discard costs nothing; emptying the pile makes it fatigued', async () => {
    const state = await firstTurn();
    noFaceDownAspects(state);
    const aspect = revealForTest(state, context, 'glare');
    state.pendingEvents = [];
    const player = violinist(state);
    const deck = state.players.p2.deck;
    for (const card of deck.slice(1)) moveCard(state, card, 'discard');
    const pb = state.players.p2.phoenixborn;
    const wounds = state.cards[pb]!.tokens.damage;
    const blood = context.catalogue.glare?.blood ?? 0;
    const after = songDestroys(state, aspect, player);
    expect(after.players.p2.deck).toHaveLength(0);
    expect(after.cards[pb]!.tokens.damage).toBe(wounds + blood);
    expect(after.chimera!.fatigued).toBe(true);
  });
});
