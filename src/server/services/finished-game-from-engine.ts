/**
 * Builds the record `recordFinishedGame` stores from what a game node holds when an engine
 * game ends: the lobby's spec, the engine setup and final state, and the commands applied.
 */
import type { Card } from '../../domain/cards';
import type { GameSetup, GameState, PlayerId } from '../../engine';
import type {
  FinishedGameChatMessage,
  FinishedGamePlayer,
  FinishedGameRecord,
  ReplayCommand,
  ResultGameType,
} from '../../protocol/results';
import type { HostedGameSpec } from '../gamenodes/game-node';

export interface EngineGameEnd {
  spec: Pick<HostedGameSpec, 'gameId' | 'details' | 'players' | 'soloLevel' | 'soloStage'>;
  /** The setup createGame was given (with its seed). */
  setup: GameSetup;
  /** Every command the engine accepted, in order, with the username that sent it. */
  commands: ReplayCommand[];
  state: GameState;
  startedAt: Date;
  finishedAt: Date;
  chat?: FinishedGameChatMessage[];
  /** decks table id of each seat's deck, when it was a saved personal deck. */
  deckIds?: (number | null)[];
  catalogue: Record<string, Card>;
  engineVersion?: string;
}

function gameTypeOf(spec: EngineGameEnd['spec']): ResultGameType {
  const d = spec.details;
  if (d.newGameType === 'chimera' || d.gameFormat === 'solo') return 'solo';
  return d.gameType === 'competitive' || d.ranked ? 'competitive' : 'casual';
}

export function finishedGameFromEngine(end: EngineGameEnd): FinishedGameRecord {
  const { spec, state } = end;
  const d = spec.details;
  const gameType = gameTypeOf(spec);
  const seats: PlayerId[] = ['p1', 'p2'];
  const players: FinishedGamePlayer[] = seats.map((seat, index) => {
    const player = state.players[seat];
    const specPlayer = spec.players[index];
    const pbStub = state.cards[player.phoenixborn]?.stub ?? null;
    const pb = state.cards[player.phoenixborn];
    return {
      userId: specPlayer?.userId ?? null,
      name: player.name,
      deck: {
        id: end.deckIds?.[index] ?? null,
        name: specPlayer?.deck?.name ?? '',
        phoenixborn: (pbStub && end.catalogue[pbStub]?.name) || pbStub || '',
        phoenixbornStub: pbStub,
      },
      wounds: pb?.tokens.damage ?? 0,
      diceSpent: player.stats.diceSpent,
      cardsPlayed: player.stats.cardsPlayed,
      ...(gameType === 'solo' && specPlayer?.userId == null
        ? { level: spec.soloLevel, stage: Number(spec.soloStage) || null }
        : {}),
    };
  });
  const { seed, ...setup } = end.setup;
  const saveReplay = d.saveReplay || gameType === 'competitive';
  return {
    gameId: spec.gameId,
    name: d.name,
    label: d.label || null,
    gameType,
    gameFormat: d.gameFormat,
    solo: gameType === 'solo',
    startedAt: end.startedAt,
    finishedAt: end.finishedAt,
    winner: state.winner ? state.players[state.winner].name : null,
    winReason: state.winReason,
    rounds: state.round,
    players,
    chat: end.chat ?? [],
    saveReplay,
    isPublic: d.allowSpectators && !d.password,
    pairing: d.league ? { tag: d.label || d.league, league: d.league } : null,
    replay: saveReplay
      ? { seed, setup, commands: end.commands, engineVersion: end.engineVersion }
      : null,
  };
}
