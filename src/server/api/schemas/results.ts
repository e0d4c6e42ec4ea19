import { GAME_TYPES, RESULT_PERIODS } from '../../../protocol/results';
import type {
  EloResponse,
  GameChatResponse,
  GameResponse,
  GamesResponse,
  ReplayResponse,
  StatsResponse,
  TagReportResponse,
} from '../../../protocol/results';
import type {
  FamousGame,
  FamousGamePlayer,
  FamousGamesResponse,
  StarredResponse,
  StarResponse,
} from '../../../protocol/shared-replays';
import {
  bool,
  dateTime,
  described,
  integer,
  shapeOf,
  listOf,
  noBody,
  notModified,
  objectOf,
  oneOfValues,
  route,
  successOf,
  text,
  fromYup,
} from './common';
import type { RouteSchemas } from './common';
import { forkRequestSchema } from '../../../protocol/replay-fork-schema';
import type { ForkResponse } from '../../../protocol/replay-fork';
import { eloEntry, gameChatEntry, gameRecord, replay, statsRow, tagReportRow } from './shapes';

/**
 * Schemas of the results routes (lobby-and-results.md). The period and game type queries are
 * parsed by `parseResultsQuery`; these schemas name the same values from the same constants.
 */

const tags = ['results'];
const months = described(
  oneOfValues(RESULT_PERIODS.map(String)),
  'Period in months; 0 (or none) means all games.',
);
const resultsQuery = objectOf({ months, gameType: oneOfValues(['', ...GAME_TYPES]) }, [
  'months',
  'gameType',
]);
const taggedQuery = objectOf(
  {
    months,
    pairings: described(text, 'true or 1: only games played for a league pairing.'),
  },
  ['months', 'pairings'],
);
const tag = objectOf({ tag: described(text, '1 to 64 characters.') });
const gameId = objectOf({ id: text });
const gamesAnswer = successOf<GamesResponse>({ games: listOf(gameRecord) });
const replayRoute = route({
  summary: "A game's replay (players, staff, or anyone when public; gzip when accepted)",
  tags,
  params: gameId,
  ok: {
    // ReplayResponse types success as boolean (a replay file's JSON); the route sends true.
    200: successOf<ReplayResponse & { success: true }>({ replay }),
    304: notModified,
  },
  fails: [401, 403, 404],
});

function starRoute(summary: string, put: boolean) {
  return route({
    summary,
    tags,
    params: gameId,
    ...(put ? { body: noBody } : {}),
    ok: {
      200: successOf<StarResponse>({ gameId: text, starred: bool, stars: integer }),
    },
    fails: [401, 403, 404],
  });
}

const famousGame = shapeOf<FamousGame>({
  gameId: text,
  name: text,
  finishedAt: dateTime,
  stars: integer,
  players: listOf(shapeOf<FamousGamePlayer>({ name: text, deckName: text, phoenixborn: text })),
});

export const resultRouteSchemas: RouteSchemas = {
  'GET /api/games': route({
    summary: 'The own finished games',
    tags,
    querystring: resultsQuery,
    ok: { 200: gamesAnswer },
    fails: [401],
  }),
  'GET /api/games/report/:tag': route({
    summary: 'Standings of the games of a tag (tournament staff)',
    tags,
    params: tag,
    querystring: taggedQuery,
    ok: { 200: successOf<TagReportResponse>({ report: listOf(tagReportRow) }) },
    fails: [401, 403],
  }),
  'GET /api/games/:tag': route({
    summary: 'The games of a tag (tournament staff)',
    tags,
    params: tag,
    querystring: taggedQuery,
    ok: { 200: gamesAnswer },
    fails: [401, 403],
  }),
  'GET /api/stats': route({
    summary: 'The own win rates by Phoenixborn and by deck',
    tags,
    querystring: resultsQuery,
    ok: {
      200: successOf<StatsResponse>({ stats: listOf(statsRow), decks: listOf(statsRow) }),
    },
    fails: [401],
  }),
  'GET /api/stats/elo': route({
    summary: 'The Elo ladder',
    tags,
    ok: { 200: successOf<EloResponse>({ list: listOf(eloEntry) }) },
  }),
  'GET /api/game/:id': route({
    summary: "A finished game's record",
    tags,
    params: gameId,
    ok: { 200: successOf<GameResponse>({ game: gameRecord }) },
    fails: [401, 403, 404],
  }),
  'GET /api/game/:id/chat': route({
    summary: "A finished game's chat (players, staff, or anyone when public)",
    tags,
    params: gameId,
    ok: { 200: successOf<GameChatResponse>({ messages: listOf(gameChatEntry) }) },
    fails: [401, 403, 404],
  }),
  'GET /api/game/:id/replay': replayRoute,
  'GET /api/game/:id/shared-replay': route({
    summary:
      "A shared game's replay, for anyone: a spectator's view with the hands its players allowed",
    tags,
    params: gameId,
    ok: {
      200: successOf<ReplayResponse & { success: true }>({ replay }),
      304: notModified,
    },
    fails: [403, 404],
  }),
  'POST /api/game/:id/fork': route({
    summary:
      'Play from here: a practice game from a replay step, the user in the chosen side against the computer or a goldfish',
    tags,
    params: gameId,
    body: fromYup(forkRequestSchema),
    ok: { 200: successOf<ForkResponse>({ gameId: text }) },
    fails: [400, 401, 403, 404, 409, 503],
  }),
  'PUT /api/game/:id/star': starRoute('Stars a replay the user may watch', true),
  'DELETE /api/game/:id/star': starRoute('Takes the star off a replay', false),
  'GET /api/replays/starred': route({
    summary: 'The games the user starred',
    tags,
    ok: { 200: successOf<StarredResponse>({ gameIds: listOf(text) }) },
    fails: [401],
  }),
  'GET /api/replays/famous': route({
    summary: 'Famous games: the most-starred shared replays',
    tags,
    ok: { 200: successOf<FamousGamesResponse>({ games: listOf(famousGame) }) },
  }),
};
