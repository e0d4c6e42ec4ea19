import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../domain/cards';
import { engineContext } from '../standard-context';
import type { EngineContext } from '../context';
import { createGame } from '../index';
import { dealDamage, moveCard } from '../ops';
import type { GameState } from '../state';
import {
  logLines,
  noFaceDownAspects,
  passTurnFor,
  pressFor,
  revealForTest,
  soloCatalogue,
  soloGameSetup,
} from '../testing/chimera';

let context: EngineContext;
let catalogue: Record<string, Card>;

beforeAll(async () => {
  catalogue = await soloCatalogue();
  context = engineContext(catalogue);
});

function press(state: GameState, text: string): GameState {
  return pressFor(state, context, text);
}

function passTurn(state: GameState): GameState {
  return passTurnFor(state, context);
}

async function firstTurn(): Promise<GameState> {
  return press(press(createGame(await soloGameSetup('aspects', 1, 801), context), 'Done'), 'Done');
}

function log(state: GameState): string[] {
  return logLines(state);
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
    // The trigger bears the aspect's name: the log names it once.
    expect(log(after)).toContain('Whiplash');
    expect(log(after)).not.toContain('Whiplash Whiplash');
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
