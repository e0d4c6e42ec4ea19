import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../domain/cards';
import { standardCards } from './cards';
import type { CardScript } from './cards/api';
import type { CardRegistry } from './cards/registry';
import { testCatalogue } from './testing/catalogue';
import { scenario } from './testing/scenario';
import type { Scenario, ScenarioSetup } from './testing/scenario';
import { isCharged, keepAstralDiceThisTurn } from './ascendancy-dice';
import { placeDieOnCard } from './spell-dice';

/** A throwaway Dormant unit (3 attack, 3 life). */
const SLEEPER = 'test-dormant-unit';
let catalogue: Record<string, Card>;
let cards: CardRegistry;

beforeAll(async () => {
  const base = await testCatalogue();
  catalogue = {
    ...base,
    [SLEEPER]: { ...base['hammer-knight']!, stub: SLEEPER, name: 'Sleeper' },
  };
  const sleeper: CardScript = { stub: SLEEPER, keywords: { dormant: 1 } };
  cards = standardCards().with([sleeper]);
});

function play(setup: ScenarioSetup): Scenario {
  return scenario(catalogue, setup, cards);
}

/** Attach a die of p1 of this magic (its first in any pool) to a card, as a power would. */
function attach(s: Scenario, magic: string, card: string): void {
  const die = s.state.players.p1.dice.find((d) => s.state.dice[d]?.magic === magic);
  expect(die && placeDieOnCard(s.state, s.context, die, card)).toBe(true);
}

describe('artifice dice', () => {
  it('the power attaches the die to a card its owner controls, which is then charged', () => {
    const s = play({
      p1: {
        phoenixborn: 'coal-roarkwin',
        battlefield: ['iron-worker'],
        spellboard: ['summon-iron-rhino'],
        dice: ['artifice:power'],
      },
      p2: { phoenixborn: 'aradel-summergaard', battlefield: ['anchornaut'] },
    });
    s.die('artifice:power');
    // Units, ready spells and the Phoenixborn of its owner; never an opponent's card.
    expect(s.offers('iron-worker')).toBe(true);
    expect(s.offers('summon-iron-rhino')).toBe(true);
    expect(s.offers('coal-roarkwin')).toBe(true);
    expect(s.offers('anchornaut')).toBe(false);
    s.click('summon-iron-rhino');
    const spell = s.cards('p1', 'summon-iron-rhino')[0]!.uuid;
    expect(s.dice('p1', 'attached').map((d) => d.host)).toEqual([spell]);
    expect(isCharged(s.state, spell)).toBe(true);
    expect(isCharged(s.state, s.unit('p1', 'iron-worker')!.uuid)).toBe(false);
    expect(s.state.turn?.sideActions).toBe(0);
  });

  it('a card may hold several artifice dice', () => {
    const s = play({
      p1: {
        phoenixborn: 'coal-roarkwin',
        battlefield: ['iron-worker'],
        dice: ['artifice:power'],
        exhaustedDice: ['artifice:class'],
      },
      p2: { phoenixborn: 'aradel-summergaard' },
    });
    const worker = s.unit('p1', 'iron-worker')!.uuid;
    const [active, exhausted] = s.state.players.p1.dice;
    expect(placeDieOnCard(s.state, s.context, exhausted!, worker)).toBe(true);
    s.die('artifice:power');
    expect(s.offers('iron-worker')).toBe(true);
    s.click('iron-worker');
    expect(s.state.dice[active!]?.host).toBe(worker);
    expect(s.dice('p1', 'attached')).toHaveLength(2);
  });

  it('a Dormant unit cannot attack unless it is charged', () => {
    const s = play({
      p1: { phoenixborn: 'coal-roarkwin', battlefield: [SLEEPER, 'iron-worker'] },
      p2: { phoenixborn: 'aradel-summergaard' },
    });
    s.button('Attack Phoenixborn');
    expect(s.offers('iron-worker')).toBe(true);
    expect(s.offers(SLEEPER)).toBe(false);

    const charged = play({
      p1: {
        phoenixborn: 'coal-roarkwin',
        battlefield: [SLEEPER, 'iron-worker'],
        exhaustedDice: ['artifice:class'],
      },
      p2: { phoenixborn: 'aradel-summergaard' },
    });
    attach(charged, 'artifice', charged.unit('p1', SLEEPER)!.uuid);
    charged.button('Attack Phoenixborn');
    expect(charged.offers(SLEEPER)).toBe(true);
  });

  it('attached dice go back to the exhausted pool when their card leaves play', () => {
    const s = play({
      p1: {
        phoenixborn: 'coal-roarkwin',
        battlefield: ['anchornaut'],
        exhaustedDice: ['artifice:power'],
      },
      p2: { phoenixborn: 'aradel-summergaard', dice: ['natural:power'] },
      firstPlayer: 'p2',
    });
    attach(s, 'artifice', s.unit('p1', 'anchornaut')!.uuid);
    s.die('natural:power').click('anchornaut');
    expect(s.unit('p1', 'anchornaut')).toBeUndefined();
    expect(s.dice('p1', 'exhausted').map((d) => d.magic)).toEqual(['artifice']);
  });
});

describe('astral dice', () => {
  it('the power attaches the die to a unit or the Phoenixborn, one astral die per card', () => {
    const s = play({
      p1: {
        phoenixborn: 'coal-roarkwin',
        battlefield: ['iron-worker', 'anchornaut'],
        spellboard: ['summon-iron-rhino'],
        dice: ['astral:power'],
        exhaustedDice: ['astral:class'],
      },
      p2: { phoenixborn: 'aradel-summergaard' },
    });
    attach(s, 'astral', s.unit('p1', 'anchornaut')!.uuid);
    s.die('astral:power');
    expect(s.offers('iron-worker')).toBe(true);
    expect(s.offers('coal-roarkwin')).toBe(true);
    expect(s.offers('anchornaut')).toBe(false);
    expect(s.offers('summon-iron-rhino')).toBe(false);
    s.click('coal-roarkwin');
    expect(s.dice('p1', 'attached').map((d) => d.host)).toContain(s.pb('p1').uuid);
  });

  it('prevents 1 damage to its card and goes back to the exhausted pool', () => {
    const s = play({
      p1: {
        phoenixborn: 'coal-roarkwin',
        battlefield: ['hammer-knight'],
        exhaustedDice: ['astral:class'],
      },
      p2: { phoenixborn: 'aradel-summergaard', dice: ['natural:power'] },
      firstPlayer: 'p2',
    });
    attach(s, 'astral', s.unit('p1', 'hammer-knight')!.uuid);
    s.die('natural:power').click('hammer-knight');
    expect(s.unit('p1', 'hammer-knight')?.tokens.damage).toBe(0);
    expect(s.dice('p1', 'attached')).toHaveLength(0);
    expect(s.dice('p1', 'exhausted')).toHaveLength(1);
  });

  it('on the Phoenixborn it prevents 1 of the damage dealt to it', () => {
    const s = play({
      p1: { phoenixborn: 'coal-roarkwin', exhaustedDice: ['astral:class'] },
      p2: { phoenixborn: 'aradel-summergaard', battlefield: ['hammer-knight'] },
      firstPlayer: 'p2',
    });
    attach(s, 'astral', s.pb('p1').uuid);
    s.button('Attack Phoenixborn').click('hammer-knight').button('Done');
    while (s.state.decision?.player === 'p1' && s.offers('Done')) s.button('Done');
    if (s.offers('No guard')) s.button('No guard');
    expect(s.pb('p1').tokens.damage).toBe(2);
    expect(s.dice('p1', 'attached')).toHaveLength(0);
  });

  it('is not spent when Armored already prevented all the damage', () => {
    const s = play({
      p1: {
        phoenixborn: 'coal-roarkwin',
        battlefield: [{ stub: 'celestial-knight', dice: ['astral:class'] }],
      },
      p2: { phoenixborn: 'aradel-summergaard', dice: ['natural:power'] },
      firstPlayer: 'p2',
    });
    s.die('natural:power').click('celestial-knight');
    expect(s.unit('p1', 'celestial-knight')?.tokens.damage).toBe(0);
    expect(s.dice('p1', 'attached').map((d) => d.host)).toEqual([
      s.unit('p1', 'celestial-knight')!.uuid,
    ]);
  });

  it('stays on its card when its owner keeps astral dice this turn (Dodge)', () => {
    const s = play({
      p1: {
        phoenixborn: 'coal-roarkwin',
        battlefield: ['hammer-knight'],
        exhaustedDice: ['astral:class'],
      },
      p2: { phoenixborn: 'aradel-summergaard', dice: ['natural:power'] },
      firstPlayer: 'p2',
    });
    const knight = s.unit('p1', 'hammer-knight')!.uuid;
    attach(s, 'astral', knight);
    keepAstralDiceThisTurn(s.state, 'p1');
    s.die('natural:power').click('hammer-knight');
    expect(s.unit('p1', 'hammer-knight')?.tokens.damage).toBe(0);
    expect(s.dice('p1', 'attached').map((d) => d.host)).toEqual([knight]);
  });
});
