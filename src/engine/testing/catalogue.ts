/**
 * The real catalogue for engine tests, read at run time from ASHES_DATA_DIR (default: the
 * shared data beside the repository). Loaded as a JSON module so the engine needs no I/O.
 */
import { resolve } from 'node:path';
import { buildCatalogue, parseCardFile, parseDeckFile } from '../../domain/catalogue';
import type { PreconDeck } from '../../domain/catalogue';
import type { Card } from '../../domain/cards';
import type { DeckSetup, GameSetup } from '../game';

function dataDir(): string {
  return (
    process.env.ASHES_DATA_DIR ?? resolve(import.meta.dirname, '../../../../shared/ashes-data')
  );
}

async function loadJson(relative: string): Promise<unknown> {
  const module = (await import(/* @vite-ignore */ resolve(dataDir(), relative), {
    with: { type: 'json' },
  })) as {
    default: unknown;
  };
  return module.default;
}

let cached: Record<string, Card> | null = null;

export async function testCatalogue(): Promise<Record<string, Card>> {
  cached ??= buildCatalogue([
    parseCardFile(await loadJson('cards/all-cards.json'), 'all-cards.json'),
  ]);
  return cached;
}

export async function testPrecons(): Promise<PreconDeck[]> {
  return parseDeckFile(await loadJson('decks/precon-core.json'), 'precon-core.json');
}

export function preconSetup(deck: PreconDeck): DeckSetup {
  return {
    phoenixborn: deck.phoenixborn[0]?.id ?? '',
    cards: deck.cards.map((c) => ({ id: c.id, count: c.count })),
    conjurations: deck.conjurations.map((c) => ({ id: c.id, count: c.count })),
    dicepool: deck.dicepool,
  };
}

/** A game between alice and bob with two core precons (by preconId), on the given seed. */
export async function preconGameSetup(
  seed: string,
  first: number,
  second: number,
): Promise<GameSetup> {
  const precons = await testPrecons();
  const deck = (id: number) => {
    const found = precons.find((d) => d.preconId === id);
    if (!found) throw new Error(`no core precon ${id}`);
    return preconSetup(found);
  };
  return {
    seed,
    players: [
      { name: 'alice', deck: deck(first) },
      { name: 'bob', deck: deck(second) },
    ],
  };
}
