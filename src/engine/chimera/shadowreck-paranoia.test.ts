/**
 * The Spawn of Shadowreck's Paranoia (aspects.json): while it is unexhausted, the opposing
 * player cannot use basic dice: they pay no cost with them, and are not offered them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { engineContext } from '../standard-context';
import type { EngineContext } from '../context';
import { applyCommand } from '../commands';
import { unplayableChimeraCards } from '../index';
import { openOptions } from '../decisions';
import { moveCard } from '../ops';
import { canPlayFromHand } from '../play';
import type { DieState, GameState } from '../state';
import {
  chimeraPrecons,
  clickFor,
  firstSoloTurn,
  noFaceDownAspects,
  pressFor,
  refreshTurnPrompt,
  revealForTest,
  soloCatalogue,
} from '../testing/chimera';

/** The Spawn of Shadowreck's Horror deck against The Iron Men (1). */
const HORROR = 810;
const IRON_MEN = 1;

let context: EngineContext;

beforeAll(async () => {
  context = engineContext(await soloCatalogue());
});

function firstTurn(): Promise<GameState> {
  return firstSoloTurn(context, 'paranoia', IRON_MEN, HORROR);
}

/** A card of this stub from alice's draw pile (or discard pile) put into her hand. */
function toHand(state: GameState, stub: string): string {
  const p1 = state.players.p1;
  const uuid = [...p1.deck, ...p1.discard].find((u) => state.cards[u]?.stub === stub);
  if (!uuid) throw new Error(`alice has no ${stub} to draw`);
  return moveCard(state, uuid, 'hand');
}

/** alice's active dice, all set to basic except the given faces (from the left). */
function aliceDice(state: GameState, faces: Partial<DieState>[] = []): DieState[] {
  const dice = state.players.p1.dice.map((d) => state.dice[d]!);
  dice.forEach((die, i) => {
    die.location = 'active';
    die.level = 'basic';
    Object.assign(die, faces[i] ?? {});
  });
  return dice;
}

/** Paranoia face up on the Chimera's battlefield, nothing else face down. */
function paranoia(state: GameState): string {
  noFaceDownAspects(state);
  const aspect = revealForTest(state, context, 'paranoia');
  state.pendingEvents = [];
  refreshTurnPrompt(state, context);
  return aspect;
}

describe('Paranoia', () => {
  it('the Horror deck is playable: every card of it has a script', async () => {
    const horror = (await chimeraPrecons()).find((d) => d.preconId === HORROR)!;
    expect(
      unplayableChimeraCards(
        horror.phoenixborn[0]!.id,
        horror.cards.map((c) => c.id),
      ),
    ).toEqual([]);
  });

  it('unexhausted, it forbids paying with basic dice; exhausted, they pay again', async () => {
    const state = await firstTurn();
    aliceDice(state);
    const anchornaut = toHand(state, 'anchornaut');
    expect(canPlayFromHand(state, context, 'p1', anchornaut)).toBe(true);
    const aspect = paranoia(state);
    expect(canPlayFromHand(state, context, 'p1', anchornaut)).toBe(false);
    // Nor is it offered on the turn prompt.
    const offered = openOptions(state, context, state.decision!).map((o) => o.value);
    expect(offered).not.toContain(anchornaut);
    state.cards[aspect]!.tokens.exhaustion = 1;
    expect(canPlayFromHand(state, context, 'p1', anchornaut)).toBe(true);
  });

  it('a non-basic die still pays a basic cost, and the basic dice stay unused', async () => {
    const state = await firstTurn();
    const dice = aliceDice(state, [{ level: 'power', magic: 'natural' }]);
    const anchornaut = toHand(state, 'anchornaut');
    paranoia(state);
    expect(canPlayFromHand(state, context, 'p1', anchornaut)).toBe(true);
    // The only die it may pay with is the power die: it comes selected, and Done pays.
    const asked = clickFor(state, context, anchornaut);
    expect(asked.decision?.selected).toEqual([dice[0]!.uuid]);
    const after = pressFor(asked, context, 'Done');
    expect(after.players.p1.battlefield.some((u) => after.cards[u]?.stub === 'anchornaut')).toBe(
      true,
    );
    expect(after.dice[dice[0]!.uuid]!.location).toBe('exhausted');
    for (const die of dice.slice(1)) expect(after.dice[die.uuid]!.location).toBe('active');
  });

  it('the payment prompt offers no basic die, and a basic die sent anyway is refused', async () => {
    const state = await firstTurn();
    const dice = aliceDice(state, [
      { level: 'power', magic: 'natural' },
      { level: 'class', magic: 'ceremonial' },
    ]);
    const anchornaut = toHand(state, 'anchornaut');
    paranoia(state);
    const asked = clickFor(state, context, anchornaut);
    expect(asked.decision?.key).toBe('dice');
    const offered = openOptions(asked, context, asked.decision!).map((o) => o.value);
    expect(offered).toContain(dice[0]!.uuid);
    expect(offered).toContain(dice[1]!.uuid);
    const basic = dice[2]!.uuid;
    expect(offered).not.toContain(basic);
    const refused = applyCommand(asked, context, 'alice', { type: 'dieClicked', uuid: basic });
    expect(refused.error).toBeTruthy();
    expect(refused.state.decision).toEqual(asked.decision);
  });

  it('face down it is not in play and forbids nothing', async () => {
    const state = await firstTurn();
    aliceDice(state);
    const anchornaut = toHand(state, 'anchornaut');
    noFaceDownAspects(state);
    const chimera = state.chimera!;
    const seat = chimera.seat;
    const card = state.players[seat].deck.find((u) => state.cards[u]?.stub === 'paranoia');
    state.players[seat].deck.splice(state.players[seat].deck.indexOf(card!), 1);
    state.cards[card!]!.zone = 'threat';
    chimera.threatZone.push(card!);
    expect(canPlayFromHand(state, context, 'p1', anchornaut)).toBe(true);
  });
});
