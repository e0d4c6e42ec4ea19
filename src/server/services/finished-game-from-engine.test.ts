import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyCommand, engineContext } from '../../engine';
import type { EngineContext, GameSetup } from '../../engine';
import type { NewGameDetails } from '../../protocol/lobby-newgame';
import { dataDir, readCatalogue, readPrecons, readSoloCatalogue } from '../scripts/catalogue-files';
import { playLoggedGame, preconSetup } from '../scripts/self-play-log';
import { finishedGameFromEngine } from './finished-game-from-engine';
import { engineReplayReducer } from './replay/engine-replay';
import { buildReplaySteps } from './replay/replay-steps';

const haveData = existsSync(resolve(dataDir(), 'cards/all-cards.json'));

const details: NewGameDetails = {
  name: "alice's game",
  newGameType: 'pvp',
  gameType: 'competitive',
  gameFormat: 'constructed',
  allowSpectators: true,
  showHand: false,
  clockType: 'chess',
  useGameTimeLimit: false,
  gameTimeLimit: 30,
  ranked: true,
  saveReplay: true,
  password: '',
  label: 'PHX week 2',
  pairing: 4,
  league: 'phx',
};

describe.skipIf(!haveData)('finished game record from an engine game', () => {
  it('carries players, stats, winner and a replay that plays back to the same end', () => {
    const context: EngineContext = engineContext(readCatalogue());
    const [a, b] = readPrecons();
    if (!a || !b) throw new Error('no precons');
    const setup: GameSetup = {
      seed: 'record-1',
      players: [
        { name: 'alice', deck: preconSetup(a) },
        { name: 'bob', deck: preconSetup(b) },
      ],
    };
    const game = playLoggedGame(setup, context, 5, 120);
    const end = applyCommand(game.final, context, 'bob', { type: 'concede' });
    const commands = [...game.commands, { player: 'bob', command: { type: 'concede' } }];
    const record = finishedGameFromEngine({
      spec: {
        gameId: 'g-1',
        details,
        players: [
          { userId: 1, username: 'alice', deck: null },
          { userId: 2, username: 'bob', deck: null },
        ],
        soloLevel: 'S',
        soloStage: 1,
      },
      setup,
      commands,
      state: end.state,
      startedAt: new Date('2026-01-01T10:00:00Z'),
      finishedAt: new Date('2026-01-01T10:40:00Z'),
      deckIds: [11, null],
      catalogue: context.catalogue,
    });
    expect(record).toMatchObject({
      gameId: 'g-1',
      gameType: 'competitive',
      label: 'PHX week 2',
      winner: 'alice',
      winReason: 'concede',
      saveReplay: true,
      isPublic: true,
      pairing: { tag: 'PHX week 2', league: 'phx' },
    });
    expect(record.players[0]).toMatchObject({ userId: 1, name: 'alice', deck: { id: 11 } });
    expect(record.players[0]?.deck.phoenixborn).not.toBe('');
    expect(record.players[1]?.diceSpent).toBe(end.state.players.p2.stats.diceSpent);
    if (!record.replay) throw new Error('no replay');
    const steps = buildReplaySteps(engineReplayReducer(context), record.replay);
    expect(steps.at(-1)).toMatchObject({ tag: 'end', state: { winner: 'alice' } });
  });

  it('records a solo game against the Chimera with its level and stage, and a replay that plays back', () => {
    const context: EngineContext = engineContext(readSoloCatalogue());
    const [a] = readPrecons();
    const fury = readPrecons(undefined, 'chimera.json').find((d) => d.preconId === 801);
    if (!a || !fury) throw new Error('no precons');
    const setup: GameSetup = {
      seed: 'record-solo',
      random: 'keyed',
      mode: 'chimera',
      chimera: { difficulty: 'heroic', stage: 2 },
      players: [
        { name: 'alice', deck: preconSetup(a) },
        { name: 'Chimera', deck: { ...preconSetup(fury), dicepool: [] }, driver: 'engine' },
      ],
    };
    const game = playLoggedGame(setup, context, 7);
    expect(game.final.phase).toBe('gameover');
    const record = finishedGameFromEngine({
      spec: {
        gameId: 'g-solo',
        details: { ...details, newGameType: 'chimera', gameFormat: 'solo', ranked: false },
        players: [
          { userId: 1, username: 'alice', deck: null },
          { userId: null, username: 'Chimera', deck: null },
        ],
        soloLevel: 'H',
        soloStage: 2,
      },
      setup,
      commands: game.commands,
      state: game.final,
      startedAt: new Date('2026-01-01T10:00:00Z'),
      finishedAt: new Date('2026-01-01T10:40:00Z'),
      deckIds: [11, null],
      catalogue: context.catalogue,
    });
    expect(record).toMatchObject({ gameType: 'solo', solo: true });
    expect(record.players[1]).toMatchObject({
      name: 'Chimera',
      userId: null,
      level: 'H',
      stage: 2,
    });
    if (!record.replay) throw new Error('no replay');
    const steps = buildReplaySteps(engineReplayReducer(context), record.replay);
    const winner = game.final.winner ? game.final.players[game.final.winner].name : null;
    expect(record.winner).toBe(winner);
    expect(steps.at(-1)).toMatchObject({ tag: 'end', state: { winner } });
  });
});
