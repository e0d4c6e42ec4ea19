/** The card renderer: one SVG drawing of a card, used by the DOM and as a board texture. */
export {
  CARD_BACKS,
  CARD_HEIGHT,
  CARD_WIDTH,
  STAT_COLOURS,
  cardBackFor,
  cardImageUrl,
  renderCardBackSvg,
  renderCardSvg,
  svgDataUrl,
} from './render';
export type { CardBack, RenderableCard } from './render';
export { CardImage } from './CardImage';
export type { CardImageProps } from './CardImage';
export { chainIcon, dieIcon, actionIcon, iconSvgDocument, MAGIC_COLOURS } from './icons';
export { parseCardText, parseCost } from './markup';
export type { TextToken, ParsedCost } from './markup';
