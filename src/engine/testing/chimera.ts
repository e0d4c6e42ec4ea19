/**
 * Solo games against the Chimera for tests and self-play: the catalogue with the boss cards
 * (all-cards.json has none), the chimera precons, and a setup of a player precon against one.
 */
import { resolve } from 'node:path';
import { buildCatalogue, parseCardFile, parseDeckFile } from '../../domain/catalogue';
import type { PreconDeck } from '../../domain/catalogue';
import type { Card } from '../../domain/cards';
import type { ChimeraSetup } from '../chimera/setup';
import type { DeckSetup, GameSetup } from '../game';
import { preconSetup, testPrecons } from './catalogue';

function dataDir(): string {
  return (
    process.env.ASHES_DATA_DIR ?? resolve(import.meta.dirname, '../../../../shared/ashes-data')
  );
}

async function loadJson(relative: string): Promise<unknown> {
  const module = (await import(/* @vite-ignore */ resolve(dataDir(), relative), {
    with: { type: 'json' },
  })) as { default: unknown };
  return module.default;
}

let cached: Record<string, Card> | null = null;

/** Every player card and every boss card. */
export async function soloCatalogue(): Promise<Record<string, Card>> {
  cached ??= buildCatalogue([
    parseCardFile(await loadJson('cards/all-cards.json'), 'all-cards.json'),
    parseCardFile(await loadJson('cards/chimera.json'), 'chimera.json'),
  ]);
  return cached;
}

export async function chimeraPrecons(): Promise<PreconDeck[]> {
  return parseDeckFile(await loadJson('decks/chimera.json'), 'chimera.json');
}

/** The Chimera's deck: its aspects (the rage dice are not player dice: the engine keeps them). */
export function chimeraDeck(deck: PreconDeck): DeckSetup {
  return {
    phoenixborn: deck.phoenixborn[0]?.id ?? '',
    cards: deck.cards.map((c) => ({ id: c.id, count: c.count })),
    conjurations: deck.conjurations.map((c) => ({ id: c.id, count: c.count })),
    dicepool: [],
  };
}

/** alice with a core precon against a chimera precon (by preconId). */
export async function soloGameSetup(
  seed: string,
  player: number,
  chimera: number,
  options: ChimeraSetup = { difficulty: 'standard', stage: 1 },
): Promise<GameSetup> {
  const core = (await testPrecons()).find((d) => d.preconId === player);
  const boss = (await chimeraPrecons()).find((d) => d.preconId === chimera);
  if (!core || !boss) throw new Error(`no precon ${player} or chimera ${chimera}`);
  return {
    seed,
    mode: 'chimera',
    chimera: options,
    players: [
      { name: 'alice', deck: preconSetup(core) },
      { name: 'Chimera', deck: chimeraDeck(boss), driver: 'engine' },
    ],
  };
}
