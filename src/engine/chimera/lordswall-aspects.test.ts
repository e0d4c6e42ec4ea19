/**
 * The Siege of Lordswall's aspects and its conjured aspect Rainwalker (aspects.json): summons
 * on reveal, at the end of the round, as status and when destroyed; attack triggers; Horde
 * Attack, Feeble and Ephemeral.
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
import { summonConjuredAspect } from './summon';
import {
  clickFor,
  refreshTurnPrompt,
  settleAttack,
  logLines,
  noFaceDownAspects,
  passTurnFor,
  pressFor,
  revealForTest,
  soloCatalogue,
  soloGameSetup,
} from '../testing/chimera';

/** The Siege of Lordswall's decks: Horde (807) and Death (808). */
const HORDE = 807;
const DEATH = 808;

let context: EngineContext;
let catalogue: Record<string, Card>;

beforeAll(async () => {
  catalogue = await soloCatalogue();
  context = engineContext(catalogue);
});

async function firstTurn(chimera = HORDE): Promise<GameState> {
  const state = createGame(await soloGameSetup('lordswall-aspects', 1, chimera), context);
  return pressFor(pressFor(state, context, 'Done'), context, 'Done');
}

/** An ally (attack 2 or more) of alice's deck on her battlefield with `lifeLeft` life left. */
function aliceUnit(state: GameState, lifeLeft: number, skip = 0): string {
  const allies = state.players.p1.deck.filter((u) => {
    const card = catalogue[state.cards[u]!.stub]!;
    return card.type === 'Ally' && Number(card.attack ?? 0) >= 2;
  });
  const uuid = moveCard(state, allies[skip]!, 'battlefield');
  state.cards[uuid]!.tokens.damage = Math.max(0, lifeValue(state, context, uuid) - lifeLeft);
  return uuid;
}

/** Nothing face down and this aspect face up, its reveal abilities already spent. */
function onlyAspect(state: GameState, stub: string): string {
  noFaceDownAspects(state);
  const aspect = revealForTest(state, context, stub);
  state.pendingEvents = [];
  return aspect;
}

/** A named ally of alice's deck (Coal Roarkwin's precon) on her battlefield, unwounded. */
function aliceAlly(state: GameState, stub: string): string {
  const ally = state.players.p1.deck.find((u) => state.cards[u]!.stub === stub);
  return moveCard(state, ally!, 'battlefield');
}

/** alice attacks this aspect with her unit and declines whatever follows. */
function attackAspect(state: GameState, unit: string, aspect: string): GameState {
  refreshTurnPrompt(state, context);
  const declared = clickFor(
    clickFor(pressFor(state, context, 'Attack a unit'), context, aspect),
    context,
    unit,
  );
  return settleAttack(declared, context);
}

function rainwalker(state: GameState): string {
  const id = summonConjuredAspect(state, context, 'rainwalker');
  state.pendingEvents = [];
  return id!;
}

function chimeraUnits(state: GameState): string[] {
  return state.players.p2.battlefield.map((u) => state.cards[u]!.stub);
}

function rainwalkers(state: GameState): number {
  return chimeraUnits(state).filter((s) => s === 'rainwalker').length;
}

function newLines(before: GameState, after: GameState): string[] {
  return logLines(after).slice(before.log.length);
}

describe('At the Gates', () => {
  it('revealed, it summons a Rainwalker at the left end: the leftmost attacker is that Rainwalker', async () => {
    const state = await firstTurn();
    noFaceDownAspects(state);
    revealForTest(state, context, 'thunderclap');
    state.pendingEvents = [];
    revealForTest(state, context, 'at-the-gates');
    const after = passTurnFor(state, context);
    const lines = newLines(state, after);
    expect(lines).toContain('The Siege of Lordswall summons Rainwalker');
    expect(lines).toContain('Chimera attacks Coal Roarkwin with Rainwalker');
  });

  it('at the end of the round it summons another Rainwalker at the left end', async () => {
    let state = await firstTurn();
    onlyAspect(state, 'at-the-gates');
    state.cards[state.players.p2.battlefield[0]!]!.tokens.exhaustion = 1;
    const round = state.round;
    for (let i = 0; i < 6 && state.round === round; i++) state = passTurnFor(state, context);
    expect(state.round).toBe(round + 1);
    const lines = logLines(state);
    const end = lines.findIndex((l) => l === 'At the Gates At the Gates (end of round)');
    expect(end).toBeGreaterThanOrEqual(0);
    expect(lines.slice(end)).toContain('The Siege of Lordswall summons Rainwalker');
  });
});

/** The lines of the Chimera's first turn after alice passes (before the round ends). */
function firstChimeraTurn(state: GameState): string[] {
  const lines = newLines(state, passTurnFor(state, context));
  const end = lines.indexOf('Recovery phase');
  return end < 0 ? lines : lines.slice(0, end);
}

describe('Carrion Call', () => {
  it('a status token that is not its last summons nothing', async () => {
    const state = await firstTurn();
    const call = onlyAspect(state, 'carrion-call');
    state.cards[call]!.tokens.exhaustion = 1;
    expect(state.cards[call]!.tokens.status).toBe(2);
    const lines = firstChimeraTurn(state);
    expect(lines).toContain('Carrion Call uses Carrion Call');
    expect(lines.filter((l) => l.endsWith('summons Rainwalker'))).toHaveLength(0);
  });

  it('its last status token summons 3 Rainwalkers', async () => {
    const state = await firstTurn();
    const call = onlyAspect(state, 'carrion-call');
    state.cards[call]!.tokens.exhaustion = 1;
    state.cards[call]!.tokens.status = 1;
    const lines = firstChimeraTurn(state);
    expect(lines.filter((l) => l.endsWith('summons Rainwalker'))).toHaveLength(3);
  });
});

describe('Charging Horde', () => {
  it('attacking, it summons a Rainwalker; Horde Attack pulls the able Rainwalkers into its attack', async () => {
    const state = await firstTurn();
    onlyAspect(state, 'charging-horde');
    rainwalker(state);
    const after = passTurnFor(state, context);
    const lines = newLines(state, after);
    expect(lines).toContain('Chimera attacks Coal Roarkwin with Charging Horde, Rainwalker');
    expect(lines).toContain('The Siege of Lordswall summons Rainwalker');
  });
});

describe('Thunderclap', () => {
  it('revealed, it re-rolls up to 4 basic rage dice', async () => {
    const state = await firstTurn();
    noFaceDownAspects(state);
    revealForTest(state, context, 'thunderclap');
    const after = passTurnFor(state, context);
    expect(newLines(state, after).some((l) => l.includes('re-rolls 4 basic rage dice'))).toBe(true);
  });
});

describe('Flanking Strike', () => {
  it("destroying a unit while attacking, it destroys the opponent's leftmost unit", async () => {
    const state = await firstTurn();
    const left = aliceUnit(state, 5, 0);
    const right = aliceUnit(state, 1, 1);
    onlyAspect(state, 'flanking-strike');
    const after = passTurnFor(state, context);
    expect(after.players.p1.discard).toContain(right);
    expect(after.players.p1.discard).toContain(left);
  });

  it('an attack that destroys nothing destroys nothing else', async () => {
    const state = await firstTurn();
    const left = aliceAlly(state, 'iron-worker');
    // Hammer Knight (life 4) survives Flanking Strike's 3 damage.
    const right = aliceAlly(state, 'hammer-knight');
    onlyAspect(state, 'flanking-strike');
    const after = passTurnFor(state, context);
    expect(after.players.p1.battlefield).toEqual([left, right]);
  });
});

describe('Heartpierce', () => {
  it("attacking, it deals 2 damage to the opponent's rightmost unit", async () => {
    const state = await firstTurn();
    const left = aliceAlly(state, 'iron-worker');
    const right = aliceAlly(state, 'hammer-knight');
    onlyAspect(state, 'heartpierce');
    const after = passTurnFor(state, context);
    expect(after.cards[right]!.tokens.damage).toBe(2);
    expect(after.cards[left]!.tokens.damage).toBe(0);
  });
});

describe('Skeletal Wall', () => {
  it('destroyed, it summons 2 Rainwalkers (and bleeds 1)', async () => {
    const state = await firstTurn(DEATH);
    const unit = aliceUnit(state, 5, 0);
    const wall = onlyAspect(state, 'skeletal-wall');
    const pb = state.players.p2.phoenixborn;
    const after = attackAspect(state, unit, wall);
    expect(after.players.p2.discard).toContain(wall);
    expect(rainwalkers(after)).toBe(2);
    expect(after.cards[pb]!.tokens.damage).toBe(1);
  });

  it('Defender: unexhausted, it guards the aspect alice attacks', async () => {
    const state = await firstTurn(DEATH);
    noFaceDownAspects(state);
    const wall = revealForTest(state, context, 'skeletal-wall');
    const knell = revealForTest(state, context, 'death-knell');
    state.pendingEvents = [];
    const unit = aliceUnit(state, 5, 0);
    const after = attackAspect(state, unit, knell);
    expect(logLines(after).some((l) => l.includes('Skeletal Wall') && l.includes('guard'))).toBe(
      true,
    );
    expect(after.players.p2.battlefield).toContain(knell);
    expect(after.players.p2.battlefield).not.toContain(wall);
  });
});

describe('Unending Forces', () => {
  it('each status use summons a Rainwalker', async () => {
    const state = await firstTurn(DEATH);
    const forces = onlyAspect(state, 'unending-forces');
    state.cards[forces]!.tokens.exhaustion = 1;
    expect(state.cards[forces]!.tokens.status).toBe(3);
    const lines = firstChimeraTurn(state);
    expect(lines).toContain('Unending Forces uses Unending Forces');
    expect(lines.filter((l) => l.endsWith('summons Rainwalker'))).toHaveLength(1);
  });
});

describe('Convert', () => {
  it('destroying a unit while attacking, it summons a Rainwalker', async () => {
    const state = await firstTurn(DEATH);
    const worker = aliceAlly(state, 'iron-worker');
    onlyAspect(state, 'convert');
    const lines = firstChimeraTurn(state);
    expect(lines).toContain('Chimera attacks Iron Worker with Convert');
    expect(lines).toContain('Iron Worker is destroyed');
    expect(lines).toContain('The Siege of Lordswall summons Rainwalker');
    expect(state.players.p1.battlefield).toContain(worker);
  });

  it("its attack damage cannot be prevented (Infectious), where another aspect's is", async () => {
    for (const [stub, dealt] of [
      ['convert', 3],
      ['flanking-strike', 1],
    ] as const) {
      const state = await firstTurn(stub === 'convert' ? DEATH : HORDE);
      const knight = aliceAlly(state, 'hammer-knight');
      state.cards[knight]!.effects.push({ kind: 'prevent', amount: 2, until: 'game' });
      onlyAspect(state, stub);
      const after = passTurnFor(state, context);
      // Hammer Knight (life 4) is the only unit: the left or right claw goes for it.
      expect(after.cards[knight]!.tokens.damage).toBe(dealt);
    }
  });

  it('an attack that destroys nothing summons nothing', async () => {
    const state = await firstTurn(DEATH);
    aliceAlly(state, 'hammer-knight');
    onlyAspect(state, 'convert');
    const lines = firstChimeraTurn(state);
    expect(lines).toContain('Chimera attacks Hammer Knight with Convert');
    expect(lines.filter((l) => l.endsWith('summons Rainwalker'))).toHaveLength(0);
  });
});

describe('Torrential Sacrifice', () => {
  it("revealed, it destroys the Chimera's rightmost conjured aspect and puts 1 Red Rains token on it", async () => {
    const state = await firstTurn(DEATH);
    noFaceDownAspects(state);
    rainwalker(state);
    const second = rainwalker(state);
    revealForTest(state, context, 'torrential-sacrifice');
    const lines = firstChimeraTurn(state);
    const after = passTurnFor(state, context);
    expect(lines).toContain('Rainwalker is destroyed');
    expect(lines).toContain('Red Rains token placed (1 of 3)');
    expect(after.players.p2.battlefield).not.toContain(second);
    // The other Rainwalker survived the sacrifice: it is the one that attacks afterwards.
    const destroyed = lines.indexOf('Rainwalker is destroyed');
    expect(lines.indexOf('Chimera attacks Coal Roarkwin with Rainwalker')).toBeGreaterThan(
      destroyed,
    );
  });

  it('with no conjured aspect it summons a Rainwalker instead', async () => {
    const state = await firstTurn(DEATH);
    noFaceDownAspects(state);
    revealForTest(state, context, 'torrential-sacrifice');
    const lines = firstChimeraTurn(state);
    expect(lines[0]).toBe('Torrential Sacrifice');
    expect(lines[1]).toBe('The Siege of Lordswall summons Rainwalker');
    expect(lines.slice(0, 3)).not.toContain('Red Rains token placed (1 of 3)');
  });
});

describe('Crimson Pyre', () => {
  it('status: it destroys the rightmost conjured aspect, then alice deals 2 damage one at a time among her cards', async () => {
    const state = await firstTurn(DEATH);
    const pyre = onlyAspect(state, 'crimson-pyre');
    state.cards[pyre]!.tokens.exhaustion = 1;
    const walker = rainwalker(state);
    const pb = state.players.p1.phoenixborn;
    let next = pressFor(pressFor(state, context, 'Pass'), context, 'End Turn');
    expect(next.cards[walker]!.zone).not.toBe('battlefield');
    for (const nth of ['first', 'second']) {
      const decision = next.decision!;
      expect(decision.title).toBe(
        `Crimson Pyre: deal 1 damage (${nth} of 2) to one of your units or your Phoenixborn`,
      );
      expect(decision.source).toBe(pyre);
      expect(openOptions(next, context, decision).map((o) => o.value)).toContain(pb);
      next = clickFor(next, context, pb);
    }
    expect(next.cards[pb]!.tokens.damage).toBe(2);
  });

  it('with no conjured aspect to destroy, nothing happens', async () => {
    const state = await firstTurn(DEATH);
    const pyre = onlyAspect(state, 'crimson-pyre');
    state.cards[pyre]!.tokens.exhaustion = 1;
    const pb = state.players.p1.phoenixborn;
    const lines = firstChimeraTurn(state);
    expect(lines).toContain('Crimson Pyre uses Crimson Pyre');
    expect(lines.some((l) => l.includes('is dealt'))).toBe(false);
    expect(state.cards[pb]!.tokens.damage).toBe(0);
  });
});

describe('Death Knell', () => {
  it("its last status token destroys the opponent's leftmost unit", async () => {
    const state = await firstTurn(DEATH);
    const left = aliceAlly(state, 'hammer-knight');
    aliceAlly(state, 'iron-worker');
    const knell = onlyAspect(state, 'death-knell');
    state.cards[knell]!.tokens.exhaustion = 1;
    state.cards[knell]!.tokens.status = 1;
    const lines = firstChimeraTurn(state);
    expect(lines).toContain('Hammer Knight is destroyed');
    expect(lines).not.toContain('Iron Worker is destroyed');
    expect(state.players.p1.battlefield[0]).toBe(left);
  });

  it('a status token that is not its last destroys nothing', async () => {
    const state = await firstTurn(DEATH);
    aliceAlly(state, 'hammer-knight');
    const knell = onlyAspect(state, 'death-knell');
    state.cards[knell]!.tokens.exhaustion = 1;
    const lines = firstChimeraTurn(state);
    expect(lines).toContain('Death Knell uses Death Knell');
    expect(lines).not.toContain('Hammer Knight is destroyed');
  });
});

describe('Rainwalker', () => {
  it('Ephemeral: after it attacks (exhausted), it is destroyed and goes back to the conjuration pile', async () => {
    const state = await firstTurn();
    noFaceDownAspects(state);
    const walker = rainwalker(state);
    const lines = firstChimeraTurn(state);
    expect(lines).toContain('Chimera attacks Coal Roarkwin with Rainwalker');
    expect(lines).toContain('Rainwalker is exhausted: Ephemeral destroys it');
    const after = passTurnFor(state, context);
    expect(after.players.p2.archives.length).toBe(state.players.p2.archives.length + 1);
    expect(after.players.p2.battlefield).not.toContain(walker);
  });

  it('Horde Attack: one attacking Rainwalker brings every able Rainwalker along', async () => {
    const state = await firstTurn();
    noFaceDownAspects(state);
    rainwalker(state);
    rainwalker(state);
    const exhausted = rainwalker(state);
    state.cards[exhausted]!.tokens.exhaustion = 1;
    const lines = firstChimeraTurn(state);
    expect(lines).toContain('Chimera attacks Coal Roarkwin with Rainwalker, Rainwalker');
  });

  it('Feeble: attacked, it does not counter', async () => {
    const state = await firstTurn();
    noFaceDownAspects(state);
    const walker = rainwalker(state);
    const worker = aliceAlly(state, 'iron-worker');
    // The first draw offset whose guard roll lets the attack through.
    let after = state;
    for (let offset = 0; offset < 50; offset++) {
      const trial = structuredClone(state);
      if (trial.random.scheme === 'keyed') trial.random.draws += offset;
      after = attackAspect(trial, worker, walker);
      if (!logLines(after).some((l) => l.endsWith('guards Rainwalker'))) break;
    }
    expect(logLines(after)).toContain('alice attacks Rainwalker with Iron Worker');
    expect(after.cards[worker]!.tokens.damage).toBe(0);
    expect(after.players.p2.battlefield).not.toContain(walker);
  });
});
