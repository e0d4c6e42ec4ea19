import { randomUUID } from 'node:crypto';
import { CHIMERA_PLAYER_NAME, computerPlayerName } from '../../protocol/lobby';
import { NO_DECK_STATUS } from '../../protocol/lobby';
import type {
  LobbyDeck,
  LobbyDeckStatus,
  LobbyGame,
  RatingChange,
  SoloLevel,
  SoloStage,
} from '../../protocol/lobby';
import { CHOSEN_CHIMERA_STATUS } from './deck-source';
import type { NewGameDetails } from '../../protocol/lobby-newgame';
import type { GameDeck } from './deck-source';
import type { LobbyIdentity } from './lobby-user';

/** The Chimera's seat in a solo game. */
export const CHIMERA_NAME = CHIMERA_PLAYER_NAME;

export interface Seat {
  /** null for the Chimera. */
  user: LobbyIdentity | null;
  name: string;
  deck: GameDeck | null;
  deckId: number | null;
  /** The deck is a collection deck (precon_decks) rather than the user's own. */
  deckPrecon: boolean;
  /** The chosen deck's status flags; all false before a deck is chosen. */
  status: LobbyDeckStatus;
}

/** The deck a seat plays with, as chosen and checked. */
export type SeatDeck = Pick<Seat, 'deck' | 'deckId' | 'deckPrecon' | 'status'>;

/**
 * One game the lobby knows: pending until its owner starts it, then hosted by a game node.
 * Holds the password and the full decks, which never leave the server; `summary()` is the
 * public view.
 */
export class LobbyGameRecord {
  startedAt: Date | null = null;
  finishedAt: Date | null = null;
  node: string | null = null;
  winner: string | null = null;
  /**
   * Set once the finished game is recorded, if it moved ratings: each player's own change,
   * by user id. Only that player is told (a player may keep their Elo off the ladder).
   */
  ratingChanges = new Map<number, RatingChange>();
  soloLevel: SoloLevel = 'S';
  soloStage: SoloStage = 1;
  /** Seats in joining order: the owner first. */
  readonly seats: Seat[] = [];
  /** The seats as the game started: its record names every player, even one who left. */
  startedSeats: readonly Seat[] = [];
  readonly spectators = new Map<number, LobbyIdentity>();
  /** Once the players of the finished game agreed a rematch: the decks chosen so far. */
  rematch: Map<number, SeatDeck> | null = null;

  constructor(
    readonly details: NewGameDetails,
    public owner: LobbyIdentity,
    /** A game listed again from its stored spec keeps its id and creation time. */
    readonly id: string = randomUUID(),
    readonly createdAt: Date = new Date(),
  ) {
    this.seats.push(emptySeat(owner));
    if (this.solo) {
      this.seats.push({
        user: null,
        name: CHIMERA_NAME,
        deck: null,
        deckId: null,
        deckPrecon: true,
        status: CHOSEN_CHIMERA_STATUS,
      });
    }
    const opponent = this.practice ? details.practiceOpponent : undefined;
    if (opponent) {
      // The computer's seat is there from the start: a practice game waits for nobody.
      this.seats.push({
        user: null,
        name: computerPlayerName(opponent),
        deck: null,
        deckId: null,
        deckPrecon: false,
        status: NO_DECK_STATUS,
      });
    }
  }

  get started(): boolean {
    return this.startedAt !== null;
  }

  get solo(): boolean {
    return this.details.newGameType === 'chimera';
  }

  /** Against the computer or a goldfish (its seat without a user is the computer's). */
  get practice(): boolean {
    return this.details.newGameType === 'practice';
  }

  get full(): boolean {
    return this.seats.length >= 2;
  }

  get password(): string {
    return this.details.password;
  }

  get humanPlayers(): LobbyIdentity[] {
    return this.seats.flatMap((s) => (s.user ? [s.user] : []));
  }

  seatOf(userId: number): Seat | undefined {
    return this.seats.find((s) => s.user?.id === userId);
  }

  isPlayer(userId: number): boolean {
    return this.seatOf(userId) !== undefined;
  }

  isSpectator(userId: number): boolean {
    return this.spectators.has(userId);
  }

  /** Everyone in the game, players and spectators. */
  get members(): LobbyIdentity[] {
    return [...this.humanPlayers, ...this.spectators.values()];
  }

  addPlayer(user: LobbyIdentity): void {
    this.spectators.delete(user.id);
    this.seats.push(emptySeat(user));
  }

  /** Removes a player or spectator; the next human becomes owner if the owner left. */
  remove(userId: number): void {
    this.spectators.delete(userId);
    const index = this.seats.findIndex((s) => s.user?.id === userId);
    if (index >= 0) this.seats.splice(index, 1);
    if (this.owner.id === userId) {
      const next = this.humanPlayers[0];
      if (next) this.owner = next;
    }
  }

  /** Start rules of section 4, except the connection-in-progress one the client tracks. */
  startRefusal(userId: number): string | null {
    if (this.started) return 'The game has already started';
    if (this.owner.id !== userId) return 'Only the owner of the game can start it';
    if (this.seats.length < 2) return 'Waiting for players...';
    if (this.seats.some((s) => !s.deck)) return 'Waiting for players to select decks';
    if (!this.solo && this.seats.some((s) => !s.status.legalToPlay)) {
      return 'Every player needs a deck that is legal to play';
    }
    return null;
  }

  summary(): LobbyGame {
    const d = this.details;
    const players: LobbyGame['players'] = {};
    for (const seat of this.seats) {
      players[seat.name] = { name: seat.name, username: seat.name, deck: deckSummary(seat) };
    }
    return {
      id: this.id,
      messages: [],
      name: d.name,
      gameType: d.gameType,
      gameFormat: d.gameFormat,
      newGameType: d.newGameType,
      label: d.label,
      started: this.started,
      full: this.full,
      solo: this.solo,
      owner: this.owner.username,
      players,
      spectators: [...this.spectators.values()].map((s) => ({ id: s.id, name: s.username })),
      createdAt: this.createdAt.toISOString(),
      startedAt: this.startedAt?.toISOString() ?? null,
      finishedAt: this.finishedAt?.toISOString() ?? null,
      allowSpectators: d.allowSpectators,
      showHand: d.showHand,
      openHands: d.showHand,
      needsPassword: d.password.length > 0,
      gamePrivate: d.password.length > 0,
      node: this.node,
      useGameTimeLimit: d.useGameTimeLimit,
      gameTimeLimit: d.gameTimeLimit,
      clockType: d.clockType,
      saveReplay: d.saveReplay,
      ranked: d.ranked,
      pairing: d.pairing,
      league: d.league,
      soloLevel: this.soloLevel,
      soloStage: this.soloStage,
      winner: this.winner,
    };
  }

  /** The summary as a member sees it: with their own rating change once there is one. */
  summaryFor(userId: number): LobbyGame {
    const own = this.ratingChanges.get(userId);
    return own ? { ...this.summary(), ratingChanges: [own] } : this.summary();
  }
}

function emptySeat(user: LobbyIdentity): Seat {
  return {
    user,
    name: user.username,
    deck: null,
    deckId: null,
    deckPrecon: false,
    status: NO_DECK_STATUS,
  };
}

function deckSummary(seat: Seat): LobbyDeck {
  if (!seat.deck) {
    return { name: '', stub: '', selected: false, status: seat.status, isChimera: false };
  }
  return {
    name: seat.deck.name,
    stub: seat.deck.phoenixbornStub ?? '',
    selected: true,
    status: seat.status,
    isChimera: seat.deck.isChimera,
  };
}
