import type { CardCatalogue } from '../../../domain/cards';
import type { AltArt, PreconDeck } from '../../../domain/catalogue';

/** A complete, validated catalogue read from one source, ready to be written in one go. */
export interface CatalogueData {
  /** Where it came from, for logs and summaries (a folder or an API URL). */
  source: string;
  cards: CardCatalogue;
  /** Precon decks per collection key; null when the source has no decks (the card API). */
  precons: Map<string, PreconDeck[]> | null;
  /** Alt-art entries; null when the source has none. */
  altArts: AltArt[] | null;
  /** Oddities worth a log line that do not stop the import. */
  warnings: string[];
}

/** The data of a source is malformed; `file` names the offending file or page. */
export class CatalogueDataError extends Error {
  constructor(
    message: string,
    readonly file: string,
  ) {
    super(message);
    this.name = 'CatalogueDataError';
  }
}

/** The source could not be reached or read at all (missing folder, network down). */
export class CatalogueUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CatalogueUnavailableError';
  }
}
