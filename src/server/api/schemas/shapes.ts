import type { Challenge } from 'altcha-lib/v1/types';
import type { Card, CardReference, Release } from '../../../domain/cards';
import type { AltArt, DeckCardEntry } from '../../../domain/catalogue';
import type { DicePoolEntry } from '../../../domain/dice';
import { MAGIC_TYPES } from '../../../domain/dice';
import type { DeckStatus } from '../../../domain/legality';
import type { StatsRow } from '../../../domain/stats';
import type {
  AdminUserView,
  AltCard,
  BanListEntry,
  RefreshToken,
  SessionView,
} from '../../../protocol/account';
import type { DeckDto } from '../../../protocol/decks';
import type {
  BannerNotice,
  LeaguePairing,
  LeaguePairingGroup,
  NodeStatus,
} from '../../../protocol/lobby';
import { LEAGUES } from '../../../protocol/lobby';
import { NOTICE_TYPES } from '../../../protocol/lobby-notice';
import type {
  EloEntry,
  GameChatEntry,
  GameRecord,
  GameRecordPlayer,
  PatchedReplay,
  TagReportRow,
} from '../../../protocol/results';
import { GAME_TYPES, REPLAY_STEP_TAGS } from '../../../protocol/results';
import { PATCHED_REPLAY_VERSION } from '../../../protocol/replay-format';
import type { ClientUser, OptionSettings, UserSettings } from '../../../protocol/user';
import type { CheckResult, Readiness } from '../../services/readiness';
import {
  anything,
  bool,
  dateTime,
  described,
  integer,
  listOf,
  nullable,
  number,
  objectOf,
  oneOfValues,
  recordOf,
  shapeOf,
  text,
} from './common';

/** The shapes the API's answers are made of, each checked against its protocol type. */

export const refreshToken = shapeOf<RefreshToken>({ id: text, token: text });

const optionSettings = shapeOf<Partial<OptionSettings>>(
  {
    orderForcedAbilities: bool,
    confirmOneClick: bool,
    allowAutoCancel: bool,
    alwaysGroupTactics: bool,
    dontIceTrapOwnUnits: bool,
    noAttackAlerts: bool,
    manualAlts: bool,
    leftMode: bool,
    compactLayout: bool,
    bluffTimer: integer,
    alertTimer: integer,
  },
  [
    'orderForcedAbilities',
    'confirmOneClick',
    'allowAutoCancel',
    'alwaysGroupTactics',
    'dontIceTrapOwnUnits',
    'noAttackAlerts',
    'manualAlts',
    'leftMode',
    'compactLayout',
    'bluffTimer',
    'alertTimer',
  ],
);

const userSettings = shapeOf<UserSettings>(
  {
    background: text,
    cardSize: text,
    customBackground: text,
    eloOptOut: bool,
    optionSettings,
    shareReplays: bool,
    showHandInReplays: bool,
  },
  [
    'background',
    'cardSize',
    'customBackground',
    'eloOptOut',
    'optionSettings',
    'shareReplays',
    'showHandInReplays',
  ],
);

const permissions = recordOf(bool);
const altArtsByStub = recordOf(listOf(text));

/** The signed-in user (accounts-and-shell.md section 3). */
export const clientUser = shapeOf<ClientUser>({
  id: integer,
  username: text,
  email: text,
  avatar: nullable(text),
  permissions,
  settings: userSettings,
  rankedGamesPlayed: integer,
  eloRating: number,
  patreon: nullable(text),
  gamesPlayed: integer,
  role: text,
  faveColor: nullable(text),
  blockList: listOf(text),
  altArts: altArtsByStub,
});

export const adminUserView = shapeOf<AdminUserView>({
  id: integer,
  username: text,
  avatar: nullable(text),
  permissions,
  verified: bool,
  disabled: bool,
  activated: bool,
  faveColor: nullable(text),
  patreon: nullable(text),
  altArts: altArtsByStub,
  gamesPlayed: integer,
  registered: dateTime,
  lastLogin: nullable(dateTime),
});

export const sessionView = shapeOf<SessionView>(
  { id: text, ip: text, lastUsed: dateTime, current: bool },
  ['current'],
);

export const banListEntry = shapeOf<BanListEntry>({
  id: integer,
  ip: text,
  added: dateTime,
  user: text,
});

export const altCard = shapeOf<AltCard>({ alt: text, name: text, stub: text });

export const captchaChallenge = shapeOf<Challenge>(
  { algorithm: text, challenge: text, maxnumber: integer, salt: text, signature: text },
  ['maxnumber'],
);

const deckCardEntry = shapeOf<DeckCardEntry>({ id: text, count: integer, ff: bool }, ['ff']);
const dicePoolEntry = shapeOf<DicePoolEntry>({ magic: oneOfValues(MAGIC_TYPES), count: integer });

const deckStatus = shapeOf<DeckStatus>({
  basicRules: bool,
  maxThree: bool,
  tenDice: bool,
  hasConjurations: bool,
  uniques: bool,
  hl2pvp: bool,
  noUnreleasedCards: bool,
  officialRole: bool,
  legalToPlay: bool,
  missingConjurations: listOf(text),
  unknownCards: listOf(text),
});

/** A deck as decks.md section 7 gives it. */
export const deckDto = shapeOf<DeckDto>(
  {
    _id: integer,
    preconDeckId: integer,
    collection: text,
    preconId: integer,
    name: text,
    favourite: bool,
    premium: bool,
    locked: bool,
    restricted: bool,
    notes: text,
    ashesLiveUuid: nullable(text),
    lastUpdated: nullable(dateTime),
    listClass: nullable(text),
    mode: nullable(text),
    deckType: text,
    format: nullable(text),
    phoenixborn: listOf(deckCardEntry),
    cards: listOf(deckCardEntry),
    conjurations: listOf(deckCardEntry),
    dicepool: listOf(dicePoolEntry),
    status: deckStatus,
    wins: integer,
    played: integer,
    winRate: integer,
  },
  ['_id', 'preconDeckId', 'collection', 'preconId'],
);

const cardReference = shapeOf<CardReference>({ name: text, stub: text });
const release = shapeOf<Release>({ name: text, stub: text });
const cardStat = { type: ['integer', 'string'] } as const;
const magicCounts = recordOf(integer);

/** A catalogue card with its alternative arts (GET /api/cards). */
export const apiCard = shapeOf<Card & { altArts: string[] }>({
  id: text,
  stub: text,
  name: text,
  type: text,
  deckType: text,
  release: nullable(release),
  placement: nullable({ anyOf: [text, listOf(text)] }),
  cost: listOf({ anyOf: [text, listOf(text)] }),
  magicCost: magicCounts,
  effectMagicCost: magicCounts,
  dice: listOf(text),
  altDice: listOf(text),
  text,
  attack: nullable({ type: [...cardStat.type] }),
  life: nullable({ type: [...cardStat.type] }),
  recover: nullable({ type: [...cardStat.type] }),
  battlefield: nullable(integer),
  spellboard: nullable(integer),
  copies: nullable(integer),
  blood: nullable(integer),
  conjurations: listOf(cardReference),
  phoenixborn: nullable(text),
  isChained: bool,
  imageStub: text,
  level: nullable(text),
  rank: nullable(integer),
  threat: nullable(integer),
  ultimate: nullable(integer),
  restricted: bool,
  automated: bool,
  altArts: listOf(text),
});

export const altArt = shapeOf<AltArt>({ name: text, stub: text, alt: text, category: text });

const gameRecordPlayer = shapeOf<GameRecordPlayer>({
  name: text,
  deck: shapeOf<GameRecordPlayer['deck']>({
    id: nullable(integer),
    name: text,
    phoenixborn: text,
    phoenixbornStub: nullable(text),
  }),
  wounds: integer,
  diceSpent: integer,
  cardsPlayed: integer,
  level: nullable(text),
  stage: nullable(integer),
  eloBefore: nullable(number),
  eloAfter: nullable(number),
});

/** A finished game (lobby-and-results.md, the results pages). */
export const gameRecord = shapeOf<GameRecord>({
  gameId: text,
  name: text,
  label: nullable(text),
  gameType: oneOfValues(GAME_TYPES),
  gameFormat: text,
  solo: bool,
  startedAt: dateTime,
  finishedAt: dateTime,
  winner: nullable(text),
  winReason: nullable(text),
  rounds: integer,
  chat: bool,
  saveReplay: bool,
  replayShared: bool,
  isPublic: bool,
  pairing: bool,
  pairingTag: nullable(text),
  league: nullable(text),
  players: listOf(gameRecordPlayer),
});

export const statsRow = shapeOf<StatsRow>({
  name: text,
  wins: integer,
  losses: integer,
  total: integer,
  winRate: integer,
});

export const tagReportRow = shapeOf<TagReportRow>({ name: text, count: integer, wins: integer });

export const eloEntry = shapeOf<EloEntry>({ username: text, eloRating: number });

export const gameChatEntry = shapeOf<GameChatEntry>({
  id: integer,
  name: nullable(text),
  message: text,
  at: dateTime,
  deleted: bool,
  deletedBy: nullable(text),
});

export const bannerNotice = shapeOf<BannerNotice>(
  { message: text, type: oneOfValues(NOTICE_TYPES) },
  ['type'],
);

export const leaguePairing = shapeOf<LeaguePairing>({
  id: integer,
  league: oneOfValues(LEAGUES),
  tag: text,
  datePaired: dateTime,
  player1: text,
  player2: text,
  ashtableP1: text,
  ashtableP2: text,
  played: bool,
});

export const leaguePairingGroup = shapeOf<LeaguePairingGroup>({
  tag: text,
  datePaired: dateTime,
  pairings: listOf(leaguePairing),
});

export const nodeStatus = shapeOf<NodeStatus>({
  name: text,
  numGames: integer,
  status: oneOfValues(['active', 'disabled']),
  version: text,
});

const checkResult = shapeOf<CheckResult>(
  { status: oneOfValues(['ok', 'failing', 'off']), message: text },
  ['message'],
);

export const readiness = shapeOf<Readiness>({
  ready: bool,
  checks: shapeOf<Readiness['checks']>({
    database: checkResult,
    redis: checkResult,
    catalogue: checkResult,
  }),
});

/**
 * A replay in format 2 (protocol/replay-format.ts): the first step is the board as the game
 * began, every later step the patch from the step before; the game log comes once.
 */
export const replay = shapeOf<PatchedReplay>(
  {
    gameId: text,
    name: text,
    players: listOf(text),
    format: text,
    version: described({ const: PATCHED_REPLAY_VERSION }, 'The replay format (2: patches).'),
    log: described(listOf(anything), 'The game log; each step shows the lines up to it.'),
    steps: listOf(
      objectOf(
        {
          tag: oneOfValues(REPLAY_STEP_TAGS),
          log: described(integer, 'How many log lines this step adds.'),
          state: described(anything, 'The first step only: the board as the game began.'),
          patch: described(listOf(anything), 'Later steps: the ops from the step before.'),
        },
        ['state', 'patch'],
      ),
    ),
  },
  ['format'],
);
