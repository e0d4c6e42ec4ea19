import { describe, expect, it } from 'vitest';
import type { GameCommand } from '../../protocol/game';
import { defaultNewGame } from '../../protocol/lobby-newgame';
import { LobbyGameRecord } from '../lobby/lobby-game';
import type { HostedGameSpec, RunnerOutcome } from './game-node';
import type { CommandOutcome, GameRunner } from './game-runner';
import { HostedGame } from './hosted-game';
import type { MeasuredOutcome } from './node-metrics';
import { FakeScheduler } from '../../../tests/helpers/fake-scheduler';
import { lobbyIdentity } from '../../../tests/helpers/lobby-identity';

/** A runner that applies "ok" chat lines, refuses "no" and throws on anything else. */
class ScriptedRunner implements GameRunner {
  readonly winner = null;
  readonly finished = false;
  viewFor(): unknown {
    return {};
  }
  apply(_username: string, command: GameCommand): CommandOutcome {
    if (command.type !== 'chat') throw new Error('unexpected');
    if (command.text === 'no') return { refusal: 'Refused' };
    if (command.text === 'ok') return { refusal: null, changed: true };
    throw new Error('the runner broke');
  }
  outcome(): RunnerOutcome {
    return { winner: null, winReason: null, rounds: 0, players: [], replay: null };
  }
  clockDeadline(): number | null {
    return null;
  }
  expireClock(): void {}
}

function spec(): HostedGameSpec {
  const details = defaultNewGame('alice', 'pvp');
  return {
    gameId: 'g1',
    details,
    players: [{ userId: 1, username: 'alice', deck: null }],
    soloLevel: 'S',
    soloStage: 1,
    summary: new LobbyGameRecord(details, lobbyIdentity(1, 'alice')).summary(),
  };
}

describe('HostedGame.onCommand', () => {
  it('reports each command as applied, refused or error, with the runner time', async () => {
    const game = new HostedGame(spec(), new ScriptedRunner(), new FakeScheduler());
    const seen: { outcome: MeasuredOutcome; seconds: number }[] = [];
    game.onCommand = (outcome, seconds) => seen.push({ outcome, seconds });
    expect(await game.enqueue('alice', { type: 'chat', text: 'ok' })).toEqual({
      refusal: null,
      changed: true,
    });
    expect(await game.enqueue('alice', { type: 'chat', text: 'no' })).toEqual({
      refusal: 'Refused',
    });
    expect(await game.enqueue('alice', { type: 'chat', text: 'boom' })).toEqual({
      refusal: 'the runner broke',
    });
    expect(seen.map((entry) => entry.outcome)).toEqual(['applied', 'refused', 'error']);
    for (const entry of seen) expect(entry.seconds).toBeGreaterThanOrEqual(0);
  });
});
