import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../domain/cards';
import type { CardScript } from '../cards/api';
import { atStartOfPlayerTurns, placeStatus, self } from '../cards/api';
import { standardCards } from '../cards';
import type { CardRegistry } from '../cards/registry';
import { testCatalogue } from '../testing/catalogue';
import { scenario } from '../testing/scenario';
import type { ScenarioSetup } from '../testing/scenario';

let catalogue: Record<string, Card>;
let cards: CardRegistry;
const LOST = 'test-lost';
const SCATTER = 'test-scatter';
const FADE = 'test-fade';
const EARLY = 'test-early-riser';

beforeAll(async () => {
  const base = await testCatalogue();
  const unit = (stub: string, name: string): Card => ({ ...base['iron-worker']!, stub, name });
  catalogue = {
    ...base,
    [LOST]: unit(LOST, 'Test Lost'),
    [SCATTER]: unit(SCATTER, 'Test Scatter'),
    [FADE]: unit(FADE, 'Test Fade'),
    [EARLY]: unit(EARLY, 'Test Early Riser'),
  };
  const extra: CardScript[] = [
    { stub: LOST, keywords: { lost: 1 } },
    { stub: SCATTER, keywords: { scatter: 1 } },
    { stub: FADE, keywords: { fade: 1 } },
    {
      stub: EARLY,
      triggers: [atStartOfPlayerTurns('Early', [(g) => placeStatus(g, self(g), 1)])],
    },
  ];
  cards = standardCards().with(extra);
});

function endOfRound(setup: ScenarioSetup) {
  const s = scenario(catalogue, { ...setup, phase: 'recovery' }, cards);
  while (s.prompt().title === 'Choose cards to discard, then Done') s.button('Done');
  return s;
}

const coal = 'coal-roarkwin';
const maeoni = 'maeoni-viper';

describe('end-of-round keywords', () => {
  it('Lost: discarded at the end of the round, even exhausted', () => {
    const s = endOfRound({
      p1: { phoenixborn: coal, battlefield: [{ stub: LOST, exhaustion: 2 }, 'iron-worker'] },
      p2: { phoenixborn: maeoni },
    });
    expect(s.zoneStubs('p1', 'discard')).toEqual([LOST]);
    expect(s.zoneStubs('p1', 'battlefield')).toEqual(['iron-worker']);
    expect(s.logLines()).toContain('Test Lost is discarded (Lost)');
  });

  it('Scatter: discarded unless it has 1 or more status tokens on it', () => {
    const s = endOfRound({
      p1: { phoenixborn: coal, battlefield: [SCATTER, { stub: SCATTER, status: 1 }] },
      p2: { phoenixborn: maeoni },
    });
    expect(s.zoneStubs('p1', 'discard')).toEqual([SCATTER]);
    expect(s.cards('p1', SCATTER, 'battlefield').map((c) => c.tokens.status)).toEqual([1]);
  });

  it('Fade: the unit is destroyed (not discarded), for both players', () => {
    const s = endOfRound({
      firstPlayer: 'p2',
      p1: { phoenixborn: coal, battlefield: [FADE] },
      p2: { phoenixborn: maeoni, battlefield: [FADE] },
    });
    expect(s.cards('p1', FADE, 'battlefield')).toHaveLength(0);
    expect(s.cards('p2', FADE, 'battlefield')).toHaveLength(0);
    const fades = s.logLines().filter((l) => l === 'Test Fade is destroyed');
    expect(fades).toHaveLength(2);
  });

  it('a trigger at the beginning of the player turns phase fires once as the phase starts', () => {
    const s = endOfRound({
      p1: { phoenixborn: coal, battlefield: [EARLY] },
      p2: { phoenixborn: maeoni },
    });
    expect(s.state.phase).toBe('playerturns');
    expect(s.unit('p1', EARLY)!.tokens.status).toBe(1);
  });

  it('an exhaustible trigger at the beginning of the player turns phase does not fire while exhausted', () => {
    const s = endOfRound({
      p1: { phoenixborn: coal, battlefield: [{ stub: EARLY, exhaustion: 2 }] },
      p2: { phoenixborn: maeoni },
    });
    expect(s.unit('p1', EARLY)!.tokens.status).toBe(0);
  });
});
