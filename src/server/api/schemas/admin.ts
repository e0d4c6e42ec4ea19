import { adminAltsSaveSchema, adminUserSaveSchema, banlistSchema } from '../../../protocol/account';
import type { LeaguePairingsResponse } from '../../../protocol/lobby';
import { lobbyNoticeSchema } from '../../../protocol/lobby-notice';
import { TAG_PATTERN, loadRoundSchema } from '../league';
import {
  described,
  fromYup,
  integer,
  listOf,
  noBody,
  nullable,
  objectOf,
  recordOf,
  route,
  shapeOf,
  successOf,
  text,
} from './common';
import type { RouteSchemas } from './common';
import {
  adminUserView,
  altCard,
  banListEntry,
  bannerNotice,
  leaguePairing,
  leaguePairingGroup,
  nodeStatus,
  sessionView,
} from './shapes';

/**
 * Schemas of the staff routes (user administration, ban list, chat moderation, game nodes,
 * the lobby notice) and of league pairings. Each needs its permission flag: 401 without a
 * sign-in, 403 without the flag.
 */

const guarded = [401, 403];
const username = objectOf({ username: text });
const userAlts = shapeOf<{ username: string; altArts: Record<string, string[]> }>({
  username: text,
  altArts: recordOf(listOf(text)),
});
const banList = route({
  summary: 'The IP ban list',
  tags: ['admin'],
  ok: {
    200: successOf<{ success: true; banlist: unknown[] }>({ banlist: listOf(banListEntry) }),
  },
  fails: guarded,
});
const nodesAnswer = successOf<{ success: true; nodes: unknown[] }>({ nodes: listOf(nodeStatus) });
const nodeName = objectOf({ name: text });
const noticeAnswer = successOf<{ success: true; message: string; notice: unknown }>({
  message: text,
  notice: nullable(bannerNotice),
});
const leagueTag = objectOf({ tag: { type: 'string', pattern: TAG_PATTERN.source } });

export const adminRouteSchemas: RouteSchemas = {
  'GET /api/user/:username': route({
    summary: 'A user as user managers see it',
    tags: ['admin'],
    params: username,
    ok: {
      200: successOf<{
        success: true;
        user: unknown;
        linkedAccounts: string[];
        sessions: unknown[];
      }>({ user: adminUserView, linkedAccounts: listOf(text), sessions: listOf(sessionView) }),
    },
    fails: [...guarded, 404],
  }),
  'PUT /api/user/:username': route({
    summary: "Change a user's flags, colour and permissions",
    tags: ['admin'],
    params: username,
    body: fromYup(adminUserSaveSchema),
    ok: {
      200: successOf<{ success: true; message: string; user: unknown }>({
        message: text,
        user: adminUserView,
      }),
    },
    fails: [...guarded, 404],
  }),
  'DELETE /api/user/:username/sessions': route({
    summary: "End all of a user's sessions",
    tags: ['admin'],
    params: username,
    ok: {
      200: successOf<{ success: true; message: string; removed: number }>({
        message: text,
        removed: integer,
      }),
    },
    fails: [...guarded, 404],
  }),
  'GET /api/user/:username/alts': route({
    summary: "A user's alternative arts and every one available",
    tags: ['admin'],
    params: username,
    ok: {
      200: successOf<{ success: true; user: unknown; alts: unknown[] }>({
        user: userAlts,
        alts: listOf(altCard),
      }),
    },
    fails: [...guarded, 404],
  }),
  'PATCH /api/user/:username/alts': route({
    summary: "Replace a user's alternative arts",
    tags: ['admin'],
    params: username,
    body: fromYup(adminAltsSaveSchema),
    ok: {
      200: successOf<{ success: true; message: string; user: unknown }>({
        message: text,
        user: userAlts,
      }),
    },
    fails: [...guarded, 404],
  }),
  'GET /api/banlist': banList,
  'POST /api/banlist': route({
    summary: 'Ban an IP address',
    tags: ['admin'],
    body: fromYup(banlistSchema),
    ok: {
      200: successOf<{ success: true; message: string; entry: unknown }>({
        message: text,
        entry: banListEntry,
      }),
    },
    fails: guarded,
  }),
  'DELETE /api/banlist/:id': route({
    summary: 'Lift an IP ban',
    tags: ['admin'],
    params: objectOf({ id: text }),
    ok: {
      200: successOf<{ success: true; message: string; id: number }>({
        message: text,
        id: integer,
      }),
    },
    fails: [...guarded, 404],
  }),
  'DELETE /api/messages/:id': route({
    summary: 'Remove a lobby chat message (chat moderators)',
    tags: ['admin'],
    params: objectOf({ id: text }),
    ok: {
      200: successOf<{ success: true; id: number; deletedBy: string }>({
        id: integer,
        deletedBy: text,
      }),
    },
    fails: [...guarded, 404],
  }),
  'GET /api/nodes': route({
    summary: 'The game nodes',
    tags: ['admin'],
    ok: { 200: nodesAnswer },
    fails: guarded,
  }),
  'POST /api/nodes/:name/toggle': route({
    summary: 'Enable or disable a game node for new games',
    tags: ['admin'],
    params: nodeName,
    body: noBody,
    ok: { 200: nodesAnswer },
    fails: [...guarded, 404],
  }),
  'POST /api/nodes/:name/restart': route({
    summary: 'Restart a game node',
    tags: ['admin'],
    params: nodeName,
    body: noBody,
    ok: { 200: nodesAnswer },
    fails: [...guarded, 404, 502],
  }),
  'GET /api/lobby/notice': route({
    summary: 'The lobby banner notice (null when none)',
    tags: ['lobby'],
    ok: {
      200: successOf<{ success: true; notice: unknown }>({ notice: nullable(bannerNotice) }),
    },
  }),
  'PUT /api/lobby/notice': route({
    summary: 'Show a lobby banner notice to everyone',
    tags: ['lobby'],
    body: fromYup(lobbyNoticeSchema),
    ok: { 200: noticeAnswer },
    fails: guarded,
  }),
  'DELETE /api/lobby/notice': route({
    summary: 'Clear the lobby banner notice',
    tags: ['lobby'],
    ok: { 200: noticeAnswer },
    fails: guarded,
  }),
  'GET /api/league/pairings': route({
    summary: 'League pairings by league, grouped by round',
    tags: ['league'],
    ok: {
      200: successOf<LeaguePairingsResponse & { success: true }>({
        phx: listOf(leaguePairingGroup),
        ffl: listOf(leaguePairingGroup),
      }),
    },
  }),
  'GET /api/league/:tag/pairings': route({
    summary: 'The pairings of one round',
    tags: ['league'],
    params: leagueTag,
    ok: {
      200: successOf<{ success: true; pairings: unknown[] }>({ pairings: listOf(leaguePairing) }),
    },
  }),
  'POST /api/league/:tag/pairings': route({
    summary: "Load a league round, replacing the tag's pairings (tournament staff)",
    tags: ['league'],
    params: leagueTag,
    body: described(fromYup(loadRoundSchema), 'The round to load.'),
    ok: {
      200: successOf<{ success: true; pairings: unknown[] }>({ pairings: listOf(leaguePairing) }),
    },
    fails: guarded,
  }),
};
