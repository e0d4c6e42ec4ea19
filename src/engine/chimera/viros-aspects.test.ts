import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../domain/cards';
import type { MessagePart } from '../../protocol/game-view';
import { engineContext } from '../standard-context';
import type { EngineContext } from '../context';
import { applyCommand, createGame } from '../index';
import { openOptions } from '../decisions';
import { dealDamage, moveCard } from '../ops';
import type { GameState } from '../state';
import { noFaceDownAspects, revealForTest, soloCatalogue, soloGameSetup } from '../testing/chimera';

let context: EngineContext;
let catalogue: Record<string, Card>;

beforeAll(async () => {
  catalogue = await soloCatalogue();
  context = engineContext(catalogue);
});

function press(state: GameState, text: string): GameState {
  const decision = state.decision!;
  const option = openOptions(state, context, decision).find(
    (o) => o.kind === 'button' && (o.text === text || o.value === text),
  );
  if (!option) throw new Error(`No button ${text} in "${decision.title}"`);
  const result = applyCommand(state, context, 'alice', {
    type: 'menuButton',
    arg: option.value,
    uuid: decision.id,
    method: 'choose',
  });
  if (result.error) throw new Error(result.error);
  return result.state;
}

/** alice passes; any prompt the Chimera's turn gives her is answered with its first option. */
function passTurn(state: GameState): GameState {
  let next = press(press(state, 'Pass'), 'End Turn');
  for (let i = 0; i < 20 && next.decision && next.turn?.player !== 'p1'; i++) {
    const option = openOptions(next, context, next.decision)[0]!;
    const result = applyCommand(
      next,
      context,
      'alice',
      option.kind === 'button'
        ? { type: 'menuButton', arg: option.value, uuid: next.decision.id, method: 'choose' }
        : option.kind === 'die'
          ? { type: 'dieClicked', uuid: option.value }
          : { type: 'cardClicked', uuid: option.value },
    );
    if (result.error) throw new Error(result.error);
    next = result.state;
  }
  return next;
}

async function firstTurn(): Promise<GameState> {
  return press(press(createGame(await soloGameSetup('aspects', 1, 801), context), 'Done'), 'Done');
}

function partText(part: MessagePart): string {
  if (typeof part === 'string') return part;
  if ('alert' in part) return part.alert.message.map(partText).join('');
  if ('card' in part) return part.card.name;
  if ('player' in part) return part.player.name;
  return '';
}

function log(state: GameState): string[] {
  return state.log.map((l) => l.message.map(partText).join(''));
}

/** A unit of alice's deck put onto her battlefield. */
function aliceUnit(state: GameState): string {
  const unit = state.players.p1.deck.find((u) => catalogue[state.cards[u]!.stub]!.type === 'Ally');
  return moveCard(state, unit!, 'battlefield');
}

describe('The Corpse of Viros aspects', () => {
  it('Iron Scales: damage dealt to it is reduced to 1', async () => {
    const state = await firstTurn();
    const scales = revealForTest(state, context, 'iron-scales');
    dealDamage(state, context, scales, 3, { by: 'p1', byEffect: true });
    expect(state.cards[scales]!.tokens.damage).toBe(1);
  });

  it('Rampage: its status ability re-rolls the basic rage dice', async () => {
    const state = await firstTurn();
    revealForTest(state, context, 'rampage');
    const after = passTurn(state);
    expect(log(after)).toContain('Rampage uses Rampage');
    expect(log(after).some((l) => l.includes('re-rolls its basic rage dice'))).toBe(true);
  });

  it("Whiplash: revealed with no damaged unit opposing, it deals 1 damage to the player's leftmost unit", async () => {
    const state = await firstTurn();
    const unit = aliceUnit(state);
    const name = catalogue[state.cards[unit]!.stub]!.name;
    revealForTest(state, context, 'whiplash');
    const after = passTurn(state);
    expect(log(after)).toContain(`${name} is dealt 1 damage`);
  });

  it('Firebelly: when it attacks, 1 damage to each opposing unit and the opposing Phoenixborn', async () => {
    const state = await firstTurn();
    const unit = aliceUnit(state);
    const name = catalogue[state.cards[unit]!.stub]!.name;
    noFaceDownAspects(state);
    revealForTest(state, context, 'firebelly');
    const after = passTurn(state);
    const lines = log(after);
    // With nothing face down the Chimera attacks with its leftmost able aspect.
    expect(lines.some((l) => /^Chimera attacks Coal Roarkwin with Firebelly/.test(l))).toBe(true);
    expect(lines).toContain(`${name} is dealt 1 damage`);
    expect(lines).toContain('Coal Roarkwin is dealt 1 damage');
  });
});
