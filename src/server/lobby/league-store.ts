import { and, asc, eq, sql } from 'drizzle-orm';
import { LEAGUES } from '../../protocol/lobby';
import type {
  League,
  LeaguePairing,
  LeaguePairingGroup,
  LeaguePairingsResponse,
} from '../../protocol/lobby';
import type { Db } from '../db/client';
import { leaguePairings } from '../db/schema';

type PairingRow = typeof leaguePairings.$inferSelect;

function isLeague(value: string): value is League {
  return (LEAGUES as readonly string[]).includes(value);
}

export function toPairing(row: PairingRow): LeaguePairing {
  return {
    id: row.id,
    league: isLeague(row.league) ? row.league : 'phx',
    tag: row.tag,
    datePaired: row.datePaired.toISOString(),
    player1: row.player1,
    player2: row.player2,
    ashtableP1: row.productP1,
    ashtableP2: row.productP2,
    played: row.played,
  };
}

export interface NewPairing {
  player1: string;
  player2: string;
  ashtableP1: string;
  ashtableP2: string;
}

/** League pairings: rounds loaded by tournament staff, played from the lobby. */
export class LeagueStore {
  constructor(private readonly db: Db) {}

  async grouped(): Promise<LeaguePairingsResponse> {
    const rows = await this.db
      .select()
      .from(leaguePairings)
      .orderBy(asc(leaguePairings.datePaired), asc(leaguePairings.id));
    const result: LeaguePairingsResponse = { phx: [], ffl: [] };
    for (const row of rows) {
      if (!isLeague(row.league)) continue;
      const groups: LeaguePairingGroup[] = result[row.league];
      let group = groups.find((g) => g.tag === row.tag);
      if (!group) {
        group = { tag: row.tag, datePaired: row.datePaired.toISOString(), pairings: [] };
        groups.push(group);
      }
      group.pairings.push(toPairing(row));
    }
    return result;
  }

  async byTag(tag: string): Promise<LeaguePairing[]> {
    const rows = await this.db
      .select()
      .from(leaguePairings)
      .where(sql`lower(${leaguePairings.tag}) = lower(${tag})`)
      .orderBy(asc(leaguePairings.id));
    return rows.map(toPairing);
  }

  async get(id: number): Promise<LeaguePairing | null> {
    const [row] = await this.db.select().from(leaguePairings).where(eq(leaguePairings.id, id));
    return row ? toPairing(row) : null;
  }

  /** Replaces the round of a league with this tag by the given pairings. */
  async loadRound(league: League, tag: string, pairings: NewPairing[]): Promise<LeaguePairing[]> {
    return this.db.transaction(async (tx) => {
      await tx
        .delete(leaguePairings)
        .where(and(eq(leaguePairings.league, league), eq(leaguePairings.tag, tag)));
      if (pairings.length === 0) return [];
      const rows = await tx
        .insert(leaguePairings)
        .values(
          pairings.map((p) => ({
            league,
            tag,
            player1: p.player1,
            player2: p.player2,
            productP1: p.ashtableP1,
            productP2: p.ashtableP2,
          })),
        )
        .returning();
      return rows.map(toPairing);
    });
  }

  async markPlayed(id: number, gameId: string): Promise<void> {
    await this.db
      .update(leaguePairings)
      .set({ played: true, gameId })
      .where(eq(leaguePairings.id, id));
  }
}
