// Each invariant is shown to catch the broken state it is there for: a board that holds is
// clean, and every break below is named.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../domain/cards';
import type { EngineContext } from '../context';
import { engineContext } from '../standard-context';
import type { CardInstance, DieState, GameState } from '../state';
import { testCatalogue } from './catalogue';
import { checkInvariants, invariantBaseline } from './invariants';
import type { InvariantBaseline } from './invariants';
import { buildState } from './scenario';

let catalogue: Record<string, Card>;
let context: EngineContext;

beforeAll(async () => {
  catalogue = await testCatalogue();
  context = engineContext(catalogue);
});

/** A board with units, an upgrade, a spell, cards in every pile and dice of both kinds. */
function board(): { state: GameState; baseline: InvariantBaseline } {
  const state = buildState(catalogue, {
    p1: {
      phoenixborn: 'aradel-summergaard',
      hand: ['anchornaut'],
      deck: ['hammer-knight', 'iron-worker'],
      discard: ['iron-worker'],
      battlefield: [{ stub: 'anchornaut', damage: 1, upgrades: ['chant-of-revenge'] }],
      spellboard: ['summon-iron-rhino'],
      dice: ['natural:power', 'charm:class'],
      exhaustedDice: ['ceremonial:basic'],
    },
    p2: {
      phoenixborn: 'coal-roarkwin',
      hand: ['hammer-knight'],
      battlefield: ['iron-worker'],
      dice: ['ceremonial:power'],
    },
  });
  return { state, baseline: invariantBaseline(state) };
}

function card(state: GameState, stub: string, zone: CardInstance['zone']): CardInstance {
  const found = Object.values(state.cards).find((c) => c.stub === stub && c.zone === zone);
  if (!found) throw new Error(`no ${stub} in ${zone}`);
  return found;
}

function die(state: GameState, owner: 'p1' | 'p2', index: number): DieState {
  const found = state.dice[state.players[owner].dice[index] ?? ''];
  if (!found) throw new Error(`${owner} has no die ${index}`);
  return found;
}

describe('the invariants', () => {
  it('find nothing wrong on a board that holds', () => {
    const { state, baseline } = board();
    expect(checkInvariants(state, context, baseline)).toEqual([]);
  });

  describe('no card in two zones', () => {
    it('a card listed in two piles of one player', () => {
      const { state, baseline } = board();
      const knight = card(state, 'hammer-knight', 'deck');
      state.players.p1.hand.push(knight.uuid);
      expect(checkInvariants(state, context, baseline).join('\n')).toMatch(
        /hammer-knight .* is in p1 deck and p1 hand/,
      );
    });

    it("a card in one player's pile and the other player's", () => {
      const { state, baseline } = board();
      const worker = card(state, 'iron-worker', 'discard');
      state.players.p2.discard.push(worker.uuid);
      expect(checkInvariants(state, context, baseline).join('\n')).toMatch(
        /iron-worker .* is in p1 discard and p2 discard/,
      );
    });

    it('an upgrade attached to two units', () => {
      const { state, baseline } = board();
      const chant = card(state, 'chant-of-revenge', 'attached');
      card(state, 'iron-worker', 'battlefield').upgrades.push(chant.uuid);
      expect(checkInvariants(state, context, baseline).join('\n')).toMatch(
        /chant-of-revenge .* is in upgrades of anchornaut and upgrades of iron-worker/,
      );
    });

    it('a card both in play and underneath another', () => {
      const { state, baseline } = board();
      const worker = card(state, 'iron-worker', 'battlefield');
      card(state, 'anchornaut', 'battlefield').under = [worker.uuid];
      expect(checkInvariants(state, context, baseline).join('\n')).toMatch(
        /iron-worker .* is in p2 battlefield and under anchornaut/,
      );
    });

    it('a card whose pile and zone disagree, and a card in no pile', () => {
      const { state, baseline } = board();
      const knight = card(state, 'hammer-knight', 'deck');
      knight.zone = 'discard';
      const lost = card(state, 'anchornaut', 'hand');
      state.players.p1.hand = [];
      const problems = checkInvariants(state, context, baseline).join('\n');
      expect(problems).toMatch(/hammer-knight listed in p1 deck but is in discard/);
      expect(problems).toMatch(new RegExp(`${lost.stub} \\(hand\\) is in no zone`));
    });
  });

  describe('no die in two places, and the dice of each player kept', () => {
    it('a die in both players’ pools', () => {
      const { state, baseline } = board();
      const charm = die(state, 'p1', 1);
      state.players.p2.dice.push(charm.uuid);
      const problems = checkInvariants(state, context, baseline).join('\n');
      expect(problems).toMatch(new RegExp(`die ${charm.uuid} of p1 is listed by p1 and p2`));
    });

    it('a die listed twice by its owner', () => {
      const { state, baseline } = board();
      state.players.p1.dice[1] = die(state, 'p1', 0).uuid;
      const problems = checkInvariants(state, context, baseline).join('\n');
      expect(problems).toMatch(/is listed by p1 and p1/);
    });

    it('a die in the pool that also names a card it sits on', () => {
      const { state, baseline } = board();
      const charm = die(state, 'p1', 1);
      charm.host = card(state, 'iron-worker', 'battlefield').uuid;
      expect(checkInvariants(state, context, baseline).join('\n')).toMatch(
        new RegExp(`die ${charm.uuid} is active with host`),
      );
    });

    it('a die on a card out of play', () => {
      const { state, baseline } = board();
      const charm = die(state, 'p1', 1);
      charm.location = 'attached';
      charm.host = card(state, 'hammer-knight', 'hand').uuid;
      expect(checkInvariants(state, context, baseline).join('\n')).toMatch(/not in play/);
    });

    it('a die lost or gained', () => {
      const { state, baseline } = board();
      const lost = die(state, 'p1', 2);
      state.players.p1.dice.pop();
      Reflect.deleteProperty(state.dice, lost.uuid);
      const problems = checkInvariants(state, context, baseline).join('\n');
      expect(problems).toMatch(/p1 has 2 dice, not 3/);
      const second = board();
      second.state.players.p2.dice.push('made-up');
      expect(checkInvariants(second.state, context, second.baseline).join('\n')).toMatch(
        /p2 has 2 dice, not 1[\s\S]*p2 lists missing die made-up/,
      );
    });
  });

  describe('no negative tokens', () => {
    it.each(['damage', 'exhaustion', 'status'] as const)('negative %s on a unit', (kind) => {
      const { state, baseline } = board();
      card(state, 'iron-worker', 'battlefield').tokens[kind] = -1;
      expect(checkInvariants(state, context, baseline)).toEqual([
        `iron-worker has -1 ${kind} tokens`,
      ]);
    });

    it("the Chimera's Red Rains tokens and threat", () => {
      const { state, baseline } = board();
      state.chimera = {
        seat: 'p2',
        boss: 'none',
        difficulty: 'standard',
        stage: 1,
        phase: 1,
        redRains: -2,
        rage: [],
        threat: -1,
        threatZone: [],
        fatigued: false,
      };
      const problems = checkInvariants(state, context, baseline);
      expect(problems).toContain('the Chimera has -2 Red Rains tokens');
      expect(problems).toContain("the Chimera's threat is -1");
    });
  });
});
