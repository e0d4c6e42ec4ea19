import { beforeAll, describe, expect, it } from 'vitest';
import { engineContext } from './standard-context';
import type { Card } from '../domain/cards';
import { applyCommand, createGame } from './index';
import type { GameSetup } from './game';
import { preconSetup, testCatalogue, testPrecons } from './testing/catalogue';
import { scenario } from './testing/scenario';
import { openOptions } from './decisions';

let catalogue: Record<string, Card>;
let setup: GameSetup;

beforeAll(async () => {
  catalogue = await testCatalogue();
  const precons = await testPrecons();
  const deck = (id: number) => preconSetup(precons.find((d) => d.preconId === id)!);
  setup = {
    seed: 'driven',
    players: [
      { name: 'alice', deck: deck(1) },
      { name: 'engine', deck: deck(2), driver: 'engine' },
    ],
  };
});

describe('sides the engine plays', () => {
  it('the engine answers its own prompts inside the run: the player is only asked their own', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'coal-roarkwin', battlefield: ['hammer-knight'] },
      p2: { phoenixborn: 'maeoni-viper', battlefield: ['iron-worker'] },
    });
    s.state.players.p2.driver = 'engine';
    s.button('Attack Phoenixborn').click('hammer-knight').button('Done');
    // The blockers prompt (and the engine's whole turn after it) needed no command from bob.
    expect(s.prompt().player).toBe('p1');
    expect(s.state.attack).toBeNull();
  });

  it('refuses commands for an engine side', () => {
    const context = engineContext(catalogue);
    const state = createGame(setup, context);
    const result = applyCommand(state, context, 'engine', { type: 'concede' });
    expect(result.error).toBe('This side is played by the engine');
    expect(result.state).toBe(state);
  });

  it('is deterministic: the same seed and commands give the same game', () => {
    const context = engineContext(catalogue);
    const play = () => {
      let s = createGame(setup, context);
      // alice keeps the first five offered and then passes every main action and prompt.
      for (let i = 0; i < 400 && !s.winner && s.decision; i++) {
        const d = s.decision;
        expect(d.player).toBe('p1');
        const open = openOptions(s, context, d).filter((o) => o.kind === 'button');
        const option =
          open.find((o) => ['done', 'pass', 'skip', 'no'].includes(o.value)) ??
          open.find((o) => /pass|end turn/i.test(o.text ?? '')) ??
          open[0];
        if (!option) break;
        const next = applyCommand(s, context, 'alice', {
          type: 'menuButton',
          arg: option.value,
          uuid: d.id,
          method: null,
        });
        if (next.error) break;
        s = next.state;
      }
      return s;
    };
    const a = play();
    expect(a.log.some((l) => l.activePlayer === 'engine')).toBe(true);
    expect(a.round).toBeGreaterThan(1);
    expect(JSON.stringify(play())).toBe(JSON.stringify(a));
  });
});
