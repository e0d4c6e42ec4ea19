/**
 * The automation coverage report: which cards of the catalogue have a card script, per
 * release and in total, and which precon decks of each collection play entirely by
 * themselves (every card of the deck, its Phoenixborn and its conjurations automated).
 * Pure: the caller reads the catalogue and the deck files and says which stubs are automated.
 */
import { byHandText, cardsByHand } from '../../domain/automation';
import type { PreconDeck } from '../../domain/catalogue';
import type { Card } from '../../domain/cards';

export interface CollectionDecks {
  title: string;
  /** The core precons (precon-core.json): counted in the summary line. */
  core: boolean;
  decks: readonly PreconDeck[];
}

export function coverageReport(
  catalogue: Record<string, Card>,
  collections: readonly CollectionDecks[],
  automated: (stub: string) => boolean,
): string[] {
  const lines: string[] = ['Cards automated per release:'];
  const releases = new Map<string, { total: number; done: number }>();
  for (const card of Object.values(catalogue)) {
    const release = card.release?.stub ?? '(no release)';
    const counts = releases.get(release) ?? { total: 0, done: 0 };
    counts.total += 1;
    if (automated(card.stub)) counts.done += 1;
    releases.set(release, counts);
  }
  let done = 0;
  let total = 0;
  for (const [release, counts] of [...releases].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`  ${release} ${counts.done}/${counts.total}`);
    done += counts.done;
    total += counts.total;
  }
  lines.push(`PvP cards automated: ${done}/${total}`);

  let coreDone = 0;
  let coreTotal = 0;
  for (const collection of collections) {
    const full: string[] = [];
    const partial: string[] = [];
    for (const deck of collection.decks) {
      const byHand = cardsByHand(catalogue, deck, automated).length;
      if (byHand === 0) full.push(deck.name);
      else partial.push(`  ${deck.name}: ${byHandText(byHand)}`);
    }
    lines.push(
      `${collection.title}: ${full.length}/${collection.decks.length} decks fully automated`,
    );
    for (const name of full) lines.push(`  ${name}: fully automated`);
    lines.push(...partial);
    if (collection.core) {
      coreDone += full.length;
      coreTotal += collection.decks.length;
    }
  }
  lines.push(`core decks fully automated: ${coreDone}/${coreTotal}`);
  return lines;
}
