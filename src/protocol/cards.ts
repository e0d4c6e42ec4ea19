import type { Card } from '../domain/cards';
import type { AltArt } from '../domain/catalogue';

/** A card as GET /api/cards sends it: the catalogue card plus its alternative arts. */
export interface ApiCard extends Card {
  /** Image references (`alt`) of the card's alternative arts; see GET /api/cards/alts. */
  altArts: string[];
}

/** GET /api/cards */
export interface CardsResponse {
  success: true;
  cards: Record<string, ApiCard>;
}

/** GET /api/cards/alts */
export interface AltArtsResponse {
  success: true;
  alts: AltArt[];
}
