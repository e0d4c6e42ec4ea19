/**
 * Solo self-play: a bot with a Master Set precon against every Chimera deck the engine can play,
 * at every difficulty and stage in turn, with invariants checked after every command. Decks
 * of a boss whose cards are not all scripted are listed as skipped, never half played.
 *   npm run simulate -- --solo --games N --seed S [--player normal|easy|random]
 * The player is a level of engine/bots, the normal one by default: its win rate is the sanity
 * figure of how hard each boss is (a player who clicks at random never wins, which says
 * nothing); `--player random` clicks at random, faster and into stranger corners. Invariants
 * are checked after every command either way.
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
import { botRandom, chooseBotCommand } from '../../engine/bots';
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
  /** The player's wins and finished games at each level (S1…H3), over every boss. */
  byLevel: Record<string, { won: number; played: number }>;
}

/** The closing line's win rate: `player normal wins 9 of 192 (S1 7/42, S2 0/38, …)`. */
export function soloWinsLine(player: BotLevel, summary: SoloSummary): string {
  const levels = LEVELS.map((l) => l.key).filter((key) => summary.byLevel[key]);
  const won = levels.reduce((sum, key) => sum + (summary.byLevel[key]?.won ?? 0), 0);
  const played = levels.reduce((sum, key) => sum + (summary.byLevel[key]?.played ?? 0), 0);
  const each = levels.map((key) => {
    const tally = summary.byLevel[key];
    return `${key} ${tally?.won ?? 0}/${tally?.played ?? 0}`;
  });
  return `player ${player} wins ${won} of ${played} (${each.join(', ')})`;
}

function chimeraDeckSetup(deck: PreconDeck): GameSetup['players'][1]['deck'] {
  return { ...preconSetup(deck), dicepool: [] };
}

/** One solo game under the invariant checks: the player's seat answered by `player`. */
function playSolo(
  setup: GameSetup,
  context: EngineContext,
  botSeed: number,
  player: BotLevel,
): Pick<SelfPlayResult, 'outcome' | 'commands' | 'detail' | 'state'> {
  if (player === 'random') return selfPlay(setup, context, botSeed);
  const random = botRandom(botSeed);
  return selfPlay(setup, context, botSeed, {
    choose: (view, actor, state) =>
      chooseBotCommand(view, actor, player, random, { context, state }),
  });
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
  playerLevel: BotLevel = 'normal',
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
  const summary: SoloSummary = { finished: 0, errors: 0, stuck: 0, commands: 0, byLevel: {} };
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
    const won =
      result.state.winner !== null && result.state.players[result.state.winner].name === 'alice';
    if (won) tally.won += 1;
    wins.set(key, tally);
    const atLevel = summary.byLevel[level.key] ?? { won: 0, played: 0 };
    atLevel.played += 1;
    if (won) atLevel.won += 1;
    summary.byLevel[level.key] = atLevel;
  }
  for (const [key, { won, played, wounds, life }] of [...wins].sort()) {
    const taken = `${(wounds / played).toFixed(1)} of ${(life / played).toFixed(1)}`;
    console.log(
      `player win rate vs ${key}: ${won}/${played} (${Math.round((100 * won) / played)}%), boss wounds ${taken} on average`,
    );
  }
  return summary;
}
