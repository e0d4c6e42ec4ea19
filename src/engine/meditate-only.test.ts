/** "The only side action you may take is Meditate" (Tranquility on a player's Phoenixborn). */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../domain/cards';
import { standardCards } from './cards';
import type { CardScript } from './cards/api';
import type { CardRegistry } from './cards/registry';
import { onlyMeditateAsSideAction } from './meditate-only';
import { testCatalogue } from './testing/catalogue';
import { scenario } from './testing/scenario';

/** A throwaway alteration placed on a Phoenixborn (Tranquility's card data) with the rule alone. */
const CALM = 'test-calm';
let catalogue: Record<string, Card>;
let cards: CardRegistry;
beforeAll(async () => {
  const base = await testCatalogue();
  catalogue = { ...base, [CALM]: { ...base['tranquility']!, stub: CALM, name: 'Calm' } };
  const calm: CardScript = { stub: CALM, onlyMeditateSideAction: true };
  cards = standardCards().with([calm]);
});

describe('side actions limited to Meditate', () => {
  it('hold for the player whose Phoenixborn carries the alteration, and no one else', () => {
    const s = scenario(
      catalogue,
      {
        p1: {
          phoenixborn: 'coal-roarkwin',
          hand: [CALM, 'anchornaut'],
          deck: ['anchornaut'],
          dice: ['time:class', 'natural:power', 'natural:basic'],
        },
        p2: { phoenixborn: 'jericho-reborn', battlefield: ['iron-worker'] },
      },
      cards,
    );
    expect(onlyMeditateAsSideAction(s.state, s.context, 'p1')).toBe(false);
    s.click(CALM);
    if (s.prompt().title.startsWith('Pay for ')) s.die('time:class');
    if (s.prompt().title.startsWith('Pay for ')) s.button('Done');
    // Played from hand, it is attached to the Phoenixborn chosen: here its own player's.
    s.click('coal-roarkwin');
    expect(s.pb('p1').upgrades).toHaveLength(1);
    expect(onlyMeditateAsSideAction(s.state, s.context, 'p1')).toBe(true);
    expect(onlyMeditateAsSideAction(s.state, s.context, 'p2')).toBe(false);
    s.state.turn!.sideActions = 1;
    s.button('Pass');
    // A side ability (Slash) and a dice power are closed; Meditate and main actions are not.
    expect(s.offers('coal-roarkwin')).toBe(false);
    expect(s.offers('natural:power')).toBe(false);
    expect(s.offers('Meditate')).toBe(true);
  });
});
