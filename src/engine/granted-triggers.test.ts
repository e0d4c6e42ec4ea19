/** Triggered abilities an alteration gives its host ("this unit now has the following ability"). */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../domain/cards';
import { standardCards } from './cards';
import type { CardRegistry } from './cards/registry';
import { controllerOf, placeStatus, self } from './cards/api';
import type { CardScript } from './cards/api';
import { testCatalogue } from './testing/catalogue';
import { scenario } from './testing/scenario';

/** Hunting Weapons' card; "When this unit is declared as an attacker, place 1 status token on it." */
const GRANTING = 'test-granting';
let catalogue: Record<string, Card>;
let cards: CardRegistry;
let controllers: string[] = [];

beforeAll(async () => {
  const base = await testCatalogue();
  const weapons = base['hunting-weapons'];
  if (!weapons) throw new Error('no Hunting Weapons');
  catalogue = { ...base, [GRANTING]: { ...weapons, stub: GRANTING, name: 'Granting' } };
  const script: CardScript = {
    stub: GRANTING,
    grantedTriggers: [
      {
        name: 'Marked',
        event: 'attackersDeclared',
        match: (q, e) => e.card === q.self,
        steps: [
          (g) => {
            controllers.push(controllerOf(g, self(g)));
            placeStatus(g, self(g), 1);
          },
        ],
      },
    ],
  };
  cards = standardCards().with([script]);
});

function attackWith(stub: string, upgrades: string[]) {
  controllers = [];
  const s = scenario(
    catalogue,
    {
      p1: { phoenixborn: 'coal-roarkwin', battlefield: [{ stub, upgrades }, 'anchornaut'] },
      p2: { phoenixborn: 'maeoni-viper' },
    },
    cards,
  );
  s.button('Attack Phoenixborn').click(stub).click('anchornaut').button('Done');
  return s;
}

describe('triggers granted by an alteration', () => {
  it('answer as the host: the host is self, its controller resolves it', () => {
    const s = attackWith('iron-worker', [GRANTING]);
    expect(s.unit('p1', 'iron-worker')!.tokens.status).toBe(1);
    expect(s.unit('p1', 'anchornaut')!.tokens.status).toBe(0);
    expect(controllers).toEqual(['p1']);
    expect(s.logLines()).toContain('Granting Marked');
  });

  it('each copy attached grants its own', () => {
    const s = attackWith('iron-worker', [GRANTING, GRANTING]);
    expect(s.unit('p1', 'iron-worker')!.tokens.status).toBe(2);
  });

  it('a unit without the alteration has none', () => {
    const s = attackWith('iron-worker', []);
    expect(s.unit('p1', 'iron-worker')!.tokens.status).toBe(0);
    expect(controllers).toEqual([]);
  });
});
