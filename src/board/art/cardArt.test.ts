import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCatalogue, parseCardFile, parseDeckFile } from '../../domain/catalogue';
import type { Card } from '../../domain/cards';
import { MAGIC_COLOURS } from '../../assets/cards/icons';
import { makeCard } from '../fixtures/gameViews';
import { artFacts } from '../scene/cardFace';
import { artKey, paintCardArt } from './cardArt';
import type { ArtFacts } from './cardArt';

// The shared catalogue is read at test time, never copied into the repository.
const DATA_DIR =
  process.env.ASHES_DATA_DIR ?? resolve(import.meta.dirname, '../../../../shared/ashes-data');

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

const catalogue: Record<string, Card> = buildCatalogue(
  readdirSync(join(DATA_DIR, 'cards'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => parseCardFile(readJson(join(DATA_DIR, 'cards', f)), f)),
);

/** The player precon decks of the shared data (boss decks have their own files). */
const decks = readdirSync(join(DATA_DIR, 'decks'))
  .filter((f) => f.startsWith('precon-') && f.endsWith('.json'))
  .flatMap((f) => parseDeckFile(readJson(join(DATA_DIR, 'decks', f)), f));

function factsOf(stub: string): ArtFacts {
  const card = catalogue[stub];
  if (!card) throw new Error(`no card ${stub}`);
  return artFacts({ ...makeCard(card.name, { type: card.type }), code: stub, id: stub }, card);
}

const box = { x: 16, y: 56, width: 268, height: 150 };

describe('card art', () => {
  it('draws the same card the same way every time', () => {
    const facts = factsOf('aradel-summergaard');
    expect(paintCardArt(facts, box)).toBe(paintCardArt({ ...facts }, box));
    expect(artKey(facts)).toBe(artKey({ ...facts }));
  });

  it('gives every card of every precon deck its own look', () => {
    expect(decks.length).toBeGreaterThan(10);
    for (const deck of decks) {
      const stubs = [...deck.phoenixborn, ...deck.cards, ...deck.conjurations].map((e) => e.id);
      const keys = new Map<string, string>();
      const pictures = new Set<string>();
      for (const stub of stubs) {
        const facts = factsOf(stub);
        const key = artKey(facts);
        expect(keys.get(key), `${deck.name}: ${stub} looks like ${keys.get(key)}`).toBe(undefined);
        keys.set(key, stub);
        pictures.add(paintCardArt(facts, box));
      }
      expect(pictures.size).toBe(stubs.length);
    }
  });

  it("paints a card in its magic's colours and an ash palette without magic", () => {
    const charm = paintCardArt(
      { stub: 'x', name: 'X', type: 'Ally', magic: ['charm', 'natural'], phoenixborn: null },
      box,
    );
    expect(charm).toContain(MAGIC_COLOURS.charm.fill);
    expect(charm).toContain(MAGIC_COLOURS.charm.dark);
    expect(charm).toContain(MAGIC_COLOURS.natural.fill);
    const plain = paintCardArt(
      { stub: 'x', name: 'X', type: 'Ally', magic: [], phoenixborn: null },
      box,
    );
    for (const colours of Object.values(MAGIC_COLOURS)) expect(plain).not.toContain(colours.fill);
  });

  it('reads the magic from the dice, else from the cost', () => {
    const costOnly = Object.values(catalogue).find(
      (c) => c.dice.length === 0 && c.cost.flat().some((e) => e.includes('[[illusion:')),
    );
    if (!costOnly) throw new Error('no card paid with illusion dice but without dice of its own');
    expect(factsOf(costOnly.stub).magic).toContain('illusion');
    const withDice = Object.values(catalogue).find((c) => c.dice.length > 0);
    if (!withDice) throw new Error('no card with dice');
    expect(factsOf(withDice.stub).magic[0]).toBe(withDice.dice[0]);
  });

  it("marks a Phoenixborn's cards with its crest, shared by the Phoenixborn itself", () => {
    const unique = Object.values(catalogue).find((c) => c.phoenixborn && c.type !== 'Phoenixborn');
    if (!unique?.phoenixborn) throw new Error('no Phoenixborn unique card');
    const owner = Object.values(catalogue).find((c) => c.name === unique.phoenixborn);
    if (!owner) throw new Error(`no Phoenixborn ${unique.phoenixborn}`);
    const crest = (key: string) => key.split('|')[4];
    expect(crest(artKey(factsOf(unique.stub)))).toBe(crest(artKey(factsOf(owner.stub))));
    expect(crest(artKey(factsOf(unique.stub)))).not.toBe('-');
  });
});
