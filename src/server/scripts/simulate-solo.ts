/**
 * Solo self-play: a bot with a Master Set precon against every Chimera deck the engine can play,
 * at every difficulty and stage in turn, with invariants checked after every command. Decks
 * of a boss whose cards are not all scripted are listed as skipped, never half played.
 *   npm run simulate -- --solo --games N --seed S [--player random|easy|normal]
 * The player is the uniform bot with invariants checked (the default), or a bot level of
 * engine/bots (`--player easy`), which says more about how hard each boss is.
 * Prints failing seeds, the skipped decks, the player's win rate per Chimera deck and level
 * with the share of the boss's life the player took on average (how close the lost games came),
 * then the summary line.
 */
import { unplayableChimeraCards } from '../../engine';
import type { EngineContext, GameSetup, GameState } from '../../engine';
import { lifeValue } from '../../engine/cardinfo';
import type { PreconDeck } from '../../domain/catalogue';
import { selfPlay } from '../../engine/testing/selfplay';
import type { SelfPlayResult } from '../../engine/testing/selfplay';
import { playBots } from '../../engine/bots/match';
import type { BotLevel } from '../../engine/bots';
import { readPrecons } from './catalogue-files';
import { MASTER_SET_PRECONS } from './master-set-pairings';
import { preconSetup } from './self-play-log';

const LEVELS = [
  { difficulty: 'standard', stage: 1, key: 'S1' },
  { difficulty: 'standard', stage: 2, key: 'S2' },
  { difficulty: 'standard', stage: 3, key: 'S3' },
  { difficulty: 'heroic', stage: 1, key: 'H1' },
  { difficulty: 'heroic', stage: 2, key: 'H2' },
  { difficulty: 'heroic', stage: 3, key: 'H3' },
] as const;

export interface SoloSummary {
  finished: number;
  errors: number;
  stuck: number;
  commands: number;
}

function chimeraDeckSetup(deck: PreconDeck): GameSetup['players'][1]['deck'] {
  return { ...preconSetup(deck), dicepool: [] };
}

/** One solo game: the uniform bot under the invariant checks, or a level of engine/bots. */
function playSolo(
  setup: GameSetup,
  context: EngineContext,
  botSeed: number,
  player: BotLevel,
): Pick<SelfPlayResult, 'outcome' | 'commands' | 'detail' | 'state'> {
  if (player === 'random') return selfPlay(setup, context, botSeed);
  return playBots(setup, context, { alice: player }, botSeed);
}

/** The wounds on the boss at the end of a game, and its life. */
function bossWounds(state: GameState, context: EngineContext): { wounds: number; life: number } {
  const seat = state.chimera?.seat;
  const pb = seat ? state.players[seat].phoenixborn : undefined;
  const card = pb ? state.cards[pb] : undefined;
  if (!pb || !card) return { wounds: 0, life: 0 };
  const life = lifeValue(state, context, pb);
  return { wounds: Math.min(card.tokens.damage, life), life };
}

export function simulateSolo(
  context: EngineContext,
  games: number,
  seed: string,
  playerLevel: BotLevel = 'random',
): SoloSummary {
  const players = readPrecons();
  const bosses = [
    ...readPrecons(undefined, 'chimera.json'),
    ...readPrecons(undefined, 'dragonborn.json'),
  ];
  const playable = bosses.filter((deck) => {
    const chimera = deck.phoenixborn[0]?.id ?? '';
    const missing = unplayableChimeraCards(
      chimera,
      deck.cards.map((c) => c.id),
    );
    if (missing.length > 0)
      console.log(`skipped ${deck.name}: not automated (${missing.join(', ')})`);
    return missing.length === 0;
  });
  const summary: SoloSummary = { finished: 0, errors: 0, stuck: 0, commands: 0 };
  const wins = new Map<string, { won: number; played: number; wounds: number; life: number }>();
  for (let i = 0; i < games && playable.length > 0; i++) {
    const boss = playable[i % playable.length]!;
    const level = LEVELS[Math.floor(i / playable.length) % LEVELS.length]!;
    const player = players.find(
      (d) => d.preconId === MASTER_SET_PRECONS[i % MASTER_SET_PRECONS.length],
    );
    if (!player) throw new Error('core precon missing');
    const gameSeed = `${seed}-solo-${i}`;
    const setup: GameSetup = {
      seed: gameSeed,
      mode: 'chimera',
      chimera: { difficulty: level.difficulty, stage: level.stage },
      players: [
        { name: 'alice', deck: preconSetup(player) },
        { name: 'Chimera', deck: chimeraDeckSetup(boss), driver: 'engine' },
      ],
    };
    let result;
    try {
      result = playSolo(setup, context, i + 1, playerLevel);
    } catch (err) {
      summary.errors += 1;
      console.log(
        `error seed=${gameSeed} ${player.name} vs ${boss.name} ${level.key}: thrown ${String(err)}`,
      );
      continue;
    }
    summary.commands += result.commands;
    if (result.outcome !== 'finished') {
      if (result.outcome === 'error') summary.errors += 1;
      else summary.stuck += 1;
      console.log(
        `${result.outcome} seed=${gameSeed} ${player.name} vs ${boss.name} ${level.key} after ${result.commands}: ${result.detail}`,
      );
      continue;
    }
    summary.finished += 1;
    const key = `${boss.name} ${level.key}`;
    const tally = wins.get(key) ?? { won: 0, played: 0, wounds: 0, life: 0 };
    tally.played += 1;
    const end = bossWounds(result.state, context);
    tally.wounds += end.wounds;
    tally.life += end.life;
    if (result.state.winner !== null && result.state.players[result.state.winner].name === 'alice')
      tally.won += 1;
    wins.set(key, tally);
  }
  for (const [key, { won, played, wounds, life }] of [...wins].sort()) {
    const taken = `${(wounds / played).toFixed(1)} of ${(life / played).toFixed(1)}`;
    console.log(
      `player win rate vs ${key}: ${won}/${played} (${Math.round((100 * won) / played)}%), boss wounds ${taken} on average`,
    );
  }
  return summary;
}
