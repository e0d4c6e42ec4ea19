/**
 * How the Chimera defends (digest section 7, "Attacking the Chimera or an aspect", from the
 * reference implementation since the rulebook's Laws of the Chimera entry was not retrieved):
 * unexhausted Defender aspects block Phoenixborn attacks and guard attacked aspects; an
 * attacked aspect without a Defender guarding gets a d12 guard roll (9–12: the Chimera's
 * Phoenixborn guards). Constrict (Unit Guard) is the Viros Defender.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../domain/cards';
import { engineContext } from '../standard-context';
import type { EngineContext } from '../context';
import { createGame } from '../index';
import { moveCard } from '../ops';
import type { GameState } from '../state';
import {
  clickFor,
  logLines,
  noFaceDownAspects,
  pressFor,
  refreshTurnPrompt,
  revealForTest,
  settleAttack,
  soloCatalogue,
  soloGameSetup,
} from '../testing/chimera';

const SHADOW = 802;

let context: EngineContext;
let catalogue: Record<string, Card>;

beforeAll(async () => {
  catalogue = await soloCatalogue();
  context = engineContext(catalogue);
});

interface Board {
  state: GameState;
  attacker: string;
  aspects: Record<string, string>;
}

/** alice's turn with an ally of attack 2 or more in play, and only these aspects face up. */
async function board(stubs: string[], seed = 'viros-defence'): Promise<Board> {
  let state = createGame(await soloGameSetup(seed, 1, SHADOW), context);
  state = pressFor(pressFor(state, context, 'Done'), context, 'Done');
  const ally = state.players.p1.deck.find((u) => {
    const card = catalogue[state.cards[u]!.stub]!;
    return card.type === 'Ally' && Number(card.attack ?? 0) >= 2;
  });
  const attacker = moveCard(state, ally!, 'battlefield');
  noFaceDownAspects(state);
  const aspects: Record<string, string> = {};
  for (const stub of stubs) aspects[stub] = revealForTest(state, context, stub);
  state.pendingEvents = [];
  refreshTurnPrompt(state, context);
  return { state, attacker, aspects };
}

function attackUnit(b: Board, target: string): GameState {
  const declared = clickFor(
    clickFor(pressFor(b.state, context, 'Attack a unit'), context, target),
    context,
    b.attacker,
  );
  return settleAttack(declared, context);
}

function chimeraWounds(state: GameState): number {
  return state.cards[state.players.p2.phoenixborn]!.tokens.damage;
}

describe("the Chimera's defence", () => {
  it('an unexhausted Defender guards the aspect alice attacks', async () => {
    const b = await board(['constrict', 'dark-descent']);
    const after = attackUnit(b, b.aspects['dark-descent']!);
    expect(after.cards[b.aspects['dark-descent']!]!.tokens.damage).toBe(0);
    expect(after.cards[b.aspects.constrict!]!.tokens.damage).toBeGreaterThan(0);
    expect(logLines(after).some((l) => l.startsWith('Guard roll'))).toBe(false);
  });

  it('an attacked Defender is not guarded: no other guard, no guard roll', async () => {
    const b = await board(['constrict', 'dark-descent']);
    const after = attackUnit(b, b.aspects.constrict!);
    expect(after.cards[b.aspects.constrict!]!.tokens.damage).toBeGreaterThan(0);
    expect(after.cards[b.aspects['dark-descent']!]!.tokens.damage).toBe(0);
    expect(chimeraWounds(after)).toBe(0);
    expect(logLines(after).some((l) => l.startsWith('Guard roll'))).toBe(false);
  });

  it('an exhausted Defender does not guard: the guard roll decides', async () => {
    const b = await board(['constrict', 'dark-descent']);
    b.state.cards[b.aspects.constrict!]!.tokens.exhaustion = 1;
    const after = attackUnit(b, b.aspects['dark-descent']!);
    expect(after.cards[b.aspects.constrict!]!.tokens.damage).toBe(0);
    expect(logLines(after).some((l) => l.startsWith('Guard roll'))).toBe(true);
  });

  it('with no Defender, a guard roll of 9–12 has the Chimera guard and 1–8 lets the attack through', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 40 && seen.size < 2; i++) {
      const b = await board(['dark-descent'], `guard-roll-${i}`);
      const aspect = b.aspects['dark-descent']!;
      const after = attackUnit(b, aspect);
      const line = logLines(after).find((l) => l.startsWith('Guard roll'));
      const roll = Number(/^Guard roll (\d+)/.exec(line ?? '')?.[1]);
      expect(roll).toBeGreaterThanOrEqual(1);
      if (roll >= 9) {
        expect(line).toBe(`Guard roll ${roll}: The Corpse of Viros guards`);
        expect(logLines(after).some((l) => l.startsWith('The Corpse of Viros is dealt'))).toBe(
          true,
        );
        expect(logLines(after).some((l) => l.startsWith('Dark Descent is dealt'))).toBe(false);
        seen.add('guards');
      } else {
        expect(line).toBe(`Guard roll ${roll}: The Corpse of Viros does not guard`);
        expect(logLines(after).some((l) => l.startsWith('The Corpse of Viros is dealt'))).toBe(
          false,
        );
        expect(logLines(after).some((l) => l.startsWith('Dark Descent is dealt'))).toBe(true);
        seen.add('through');
      }
    }
    expect([...seen].sort()).toEqual(['guards', 'through']);
  });

  it("an unexhausted Defender blocks an attack on the Chimera's Phoenixborn", async () => {
    const b = await board(['constrict', 'dark-descent']);
    const declared = pressFor(
      clickFor(pressFor(b.state, context, 'Attack Phoenixborn'), context, b.attacker),
      context,
      'Done',
    );
    const after = settleAttack(declared, context);
    expect(logLines(after)).toContain(
      `Constrict blocks ${catalogue[after.cards[b.attacker]?.stub ?? '']?.name ?? ''}`,
    );
    expect(chimeraWounds(after)).toBe(0);
    expect(after.cards[b.aspects.constrict!]!.tokens.damage).toBeGreaterThan(0);
  });

  it('with no unexhausted Defender, a Phoenixborn attack is not blocked', async () => {
    const b = await board(['constrict', 'dark-descent']);
    b.state.cards[b.aspects.constrict!]!.tokens.exhaustion = 1;
    const declared = pressFor(
      clickFor(pressFor(b.state, context, 'Attack Phoenixborn'), context, b.attacker),
      context,
      'Done',
    );
    const after = settleAttack(declared, context);
    expect(logLines(after).some((l) => l.includes(' blocks '))).toBe(false);
    expect(chimeraWounds(after)).toBeGreaterThan(0);
  });
});
