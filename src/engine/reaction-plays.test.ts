/** `~` lines: units and alterations played from hand in the reaction window of an event. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../domain/cards';
import { standardCards } from './cards';
import type { CardRegistry } from './cards/registry';
import type { CardScript } from './cards/api';
import { testCatalogue } from './testing/catalogue';
import { scenario } from './testing/scenario';
import type { ScenarioSetup } from './testing/scenario';

/** Iron Worker's card ([[main]] - 2 [[basic]]): "~ After a unit comes into play onto an opponent's battlefield, play this unit without its main action cost". */
const QUICK = 'test-quick-ally';
/** Crystal Armor's card: "~ After an opponent declares attackers, play this spell by paying 1 [[time:power]] instead of its play cost". */
const ARMOR = 'test-quick-armor';
let catalogue: Record<string, Card>;
let cards: CardRegistry;

beforeAll(async () => {
  const base = await testCatalogue();
  const worker = base['iron-worker'];
  const armor = base['crystal-armor'];
  if (!worker || !armor) throw new Error('catalogue cards missing');
  catalogue = {
    ...base,
    [QUICK]: { ...worker, stub: QUICK, name: 'Quick Ally' },
    [ARMOR]: { ...armor, stub: ARMOR, name: 'Quick Armor' },
  };
  const quick: CardScript = {
    stub: QUICK,
    playFromHand: {
      name: 'Swift',
      event: 'cameIntoPlay',
      match: (q, e) => e.controller !== q.me,
    },
  };
  const quickArmor: CardScript = {
    stub: ARMOR,
    playFromHand: {
      name: 'Quick Armor',
      event: 'attackersDeclared',
      match: (q, e) => e.controller !== q.me,
      cost: ['1 [[time:power]]'],
    },
  };
  cards = standardCards().with([quick, quickArmor]);
});

const game = (setup: ScenarioSetup) => scenario(catalogue, setup, cards);

/** p1 plays an Anchornaut; p2 holds the quick ally. */
function swiftSetup(p2: Partial<ScenarioSetup['p2']> = {}) {
  const s = game({
    p1: { phoenixborn: 'coal-roarkwin', hand: ['anchornaut'], dice: ['natural:basic'] },
    p2: { phoenixborn: 'maeoni-viper', hand: [QUICK], dice: ['charm:basic', 'charm:basic'], ...p2 },
  });
  s.click('anchornaut');
  return s;
}

describe('playing a card from hand by its ~ line', () => {
  it('is offered in the reaction window of its event and paid without its main action', () => {
    const s = swiftSetup();
    expect(s.prompt()).toMatchObject({ player: 'p2', title: 'Play a reaction spell?' });
    s.click(QUICK, 'p2');
    expect(s.unit('p2', QUICK)).toBeDefined();
    expect(s.dice('p2', 'active')).toHaveLength(0);
    expect(s.state.players.p2.limitedPlayed).toBe(1);
    expect(s.logLines()).toContain(`${s.name('p2')} plays Quick Ally as a reaction`);
    // The turn is still p1's, who keeps their side action.
    expect(s.prompt().player).toBe('p1');
    expect(s.state.turn?.sideActions).toBe(1);
  });

  it('is not offered once the player has played a reaction this turn', () => {
    const s = game({
      p1: { phoenixborn: 'coal-roarkwin', hand: ['anchornaut'], dice: ['natural:basic'] },
      p2: { phoenixborn: 'maeoni-viper', hand: [QUICK], dice: ['charm:basic', 'charm:basic'] },
    });
    s.state.players.p2.limitedPlayed = 1;
    s.click('anchornaut');
    expect(s.prompt().player).toBe('p1');
    expect(s.zoneStubs('p2', 'hand')).toEqual([QUICK]);
  });

  it('is not offered without the dice to pay for it', () => {
    expect(swiftSetup({ dice: ['charm:basic'] }).prompt().player).toBe('p1');
  });

  it('is not offered for its own player’s units (its event does not match)', () => {
    const s = game({
      p1: {
        phoenixborn: 'coal-roarkwin',
        hand: ['anchornaut', QUICK],
        dice: ['natural:basic', 'charm:basic', 'charm:basic'],
      },
      p2: { phoenixborn: 'maeoni-viper' },
    });
    s.click('anchornaut');
    expect(s.prompt().title).not.toBe('Play a reaction spell?');
  });

  it('an alternative cost replaces the play cost, and the host is chosen without Cancel', () => {
    const s = game({
      p1: { phoenixborn: 'coal-roarkwin', battlefield: ['iron-worker'] },
      p2: {
        phoenixborn: 'maeoni-viper',
        battlefield: ['anchornaut'],
        hand: [ARMOR],
        dice: ['time:power', 'divine:class'],
      },
    });
    s.button('Attack Phoenixborn').click('iron-worker').button('Done');
    s.click(ARMOR, 'p2');
    expect(s.prompt().buttons).toEqual([]);
    s.click('anchornaut', 'p2');
    expect(s.unit('p2', 'anchornaut')!.upgrades).toHaveLength(1);
    expect(s.dice('p2', 'active').map((d) => d.magic)).toEqual(['divine']);
    expect(s.state.players.p2.limitedPlayed).toBe(1);
  });
});
