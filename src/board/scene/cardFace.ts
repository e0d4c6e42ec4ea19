/**
 * The one seam between the board and the card renderer of `assets` (the same renderer as the
 * /cards page and the deck images): what picture a card on the table shows. The game view
 * carries a card's name, type and current stats only; its printed data (cost, text, dice,
 * spellboard and battlefield values) comes from the card catalogue the host hands the board.
 * The board face is the renderer's card with a large name banner and, for units and
 * Phoenixborn, large current stats, so that cards stay readable at table size (its cost strip
 * stays visible above the banner); the full card, with its text, shows in the zoom.
 */
import type { CardType } from '../../domain/cards';
import type { CardView } from '../../protocol/game-view';
import type { RenderableCard } from '../../assets/cards/render';
import {
  cardBackFor,
  cardImageUrl,
  renderCardBackSvg,
  renderCardSvg,
  STAT_COLOURS,
  svgDataUrl,
} from '../../assets/cards/render';
import { dieIcon } from '../../assets/cards/icons';
import { escapeXml, textWidth } from '../../assets/cards/measure';
import type { DieView } from '../../protocol/game-view';
import type { Card } from '../../domain/cards';
import { MAGIC_TYPES } from '../../domain/dice';
import type { Magic } from '../../domain/dice';
import { artKey, paintCardArt } from '../art/cardArt';
import type { ArtFacts } from '../art/cardArt';

const W = 300;
const H = 420;

/** A picture source plus a key under which its rasterised textures are cached. */
export interface Picture {
  key: string;
  url: string;
}

/** Generated SVG data URLs by picture key: building a card's SVG is the costly part. */
const urls = new Map<string, string>();

function memo(key: string, make: () => string): Picture {
  let url = urls.get(key);
  if (url === undefined) {
    url = make();
    urls.set(key, url);
  }
  return { key, url };
}

function hasStats(card: CardView): boolean {
  return card.type === 'Ally' || card.type === 'Conjuration' || card.type === 'Phoenixborn';
}

/**
 * The printed cards by stub (the app's catalogue); empty until it has loaded. The Phoenixborn a
 * card belongs to marks its picture with that Phoenixborn's crest.
 */
export type CardCatalogue = Readonly<
  Record<string, RenderableCard & Partial<Pick<Card, 'phoenixborn'>>>
>;
type PrintedCard = CardCatalogue[string];

/** The card's magic for its picture: its dice, else the magic named in its cost. */
function magicOf(printed: PrintedCard | undefined): Magic[] {
  const found: Magic[] = [...(printed?.dice ?? [])];
  const cost = (printed?.cost ?? []).flat().join(' ');
  for (const magic of MAGIC_TYPES)
    if (cost.includes(magic) && !found.includes(magic)) found.push(magic);
  return found;
}

/** What the board's picture of a card is drawn from (board/art). */
export function artFacts(card: CardView, printed: PrintedCard | undefined): ArtFacts {
  const type = card.type ?? printed?.type ?? 'Ally';
  const name = card.name ?? printed?.name ?? '';
  return {
    stub: stubOf(card),
    name,
    type,
    magic: magicOf(printed),
    phoenixborn: type === 'Phoenixborn' ? name : (printed?.phoenixborn ?? null),
  };
}

function stubOf(card: CardView): string {
  return card.code ?? card.id ?? card.uuid;
}

/** The features of a face-up card's picture (`art/cardArt.ts` `artKey`), for the probe. */
export function cardArtKey(card: CardView, catalogue: CardCatalogue): string | null {
  if (card.facedown || !card.name) return null;
  return artKey(artFacts(card, catalogue[stubOf(card)]));
}

/** The printed card with the view's name, type and current stats over it. */
function renderable(card: CardView, printed: RenderableCard | undefined): RenderableCard {
  return {
    ...printed,
    stub: stubOf(card),
    name: card.name ?? printed?.name ?? '',
    type: card.type ?? printed?.type ?? 'Ally',
    attack: card.attack ?? printed?.attack ?? null,
    life: card.life ?? printed?.life ?? null,
    recover: card.recover ?? printed?.recover ?? null,
  };
}

function fullCardSvg(card: CardView, printed: PrintedCard | undefined): string {
  const facts = artFacts(card, printed);
  return renderCardSvg(renderable(card, printed), (box) => paintCardArt(facts, box));
}

/** Cache keys tell a card drawn with its printed data from one drawn before the data came. */
function printedMark(printed: RenderableCard | undefined): string {
  return printed ? 'p' : '-';
}

function nameBanner(name: string): string {
  const words = name.split(' ');
  let fontSize = 46;
  let lines = [name];
  if (textWidth(name, fontSize, true) > W - 30) {
    // Two lines split near the middle, then shrink until both fit.
    const mid = Math.ceil(words.length / 2);
    lines = words.length > 1 ? [words.slice(0, mid).join(' '), words.slice(mid).join(' ')] : [name];
    while (fontSize > 24 && lines.some((l) => textWidth(l, fontSize, true) > W - 30)) fontSize -= 2;
  }
  const lineH = fontSize * 1.05;
  const height = lines.length * lineH + 22;
  const top = 232;
  const text = lines
    .map(
      (line, i) =>
        `<text x="150" y="${(top + 12 + fontSize * 0.85 + i * lineH).toFixed(1)}" text-anchor="middle" font-family="'Liberation Sans', Arial, sans-serif" font-weight="bold" font-size="${fontSize}" fill="#fff4dc" stroke="#120a04" stroke-width="1.2" paint-order="stroke">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<rect x="6" y="${top}" width="288" height="${height.toFixed(1)}" rx="10" fill="#140c06" fill-opacity="0.88"/>${text}`;
}

function statStrip(card: CardView): string {
  const stats: [string, number | undefined, string][] = [
    ['ATK', card.attack, STAT_COLOURS.attack],
    ['LIFE', card.life, STAT_COLOURS.life],
    ['REC', card.recover, STAT_COLOURS.recover],
  ];
  const shown = stats.filter(([, v]) => v !== undefined);
  const slot = W / shown.length;
  const badges = shown
    .map(([label, value, colour], i) => {
      const cx = slot * i + slot / 2;
      return (
        `<circle cx="${cx}" cy="380" r="34" fill="#140c06" stroke="${colour}" stroke-width="5"/>` +
        `<text x="${cx}" y="397" text-anchor="middle" font-family="'Liberation Sans', Arial, sans-serif" font-weight="bold" font-size="48" fill="#ffffff">${value}</text>` +
        `<title>${label}</title>`
      );
    })
    .join('');
  return `<rect x="1" y="338" width="298" height="81" rx="14" fill="#140c06" fill-opacity="0.75"/>${badges}`;
}

function wrap(inner: string, overlay: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${inner.replace('<svg ', `<svg x="0" y="0" `)}${overlay}</svg>`;
}

/** The face of a card on the table. */
export function boardFace(
  card: CardView,
  imageBase: string | null,
  catalogue: CardCatalogue = {},
): Picture {
  if (card.facedown || !card.name) return cardBack(card);
  const stub = stubOf(card);
  if (imageBase) {
    return {
      key: `img:${stub}`,
      url: cardImageUrl(imageBase, { stub, imageStub: card.imageStub }),
    };
  }
  const stats = hasStats(card) ? `${card.attack}/${card.life}/${card.recover}` : '';
  const printed = catalogue[stub];
  return memo(`face:${stub}:${card.type}:${stats}:${printedMark(printed)}`, () => {
    const overlay = nameBanner(card.name ?? '') + (hasStats(card) ? statStrip(card) : '');
    return svgDataUrl(wrap(fullCardSvg(card, printed), overlay));
  });
}

/** The full card (zoom, popups). */
export function fullFace(
  card: CardView,
  imageBase: string | null,
  catalogue: CardCatalogue = {},
): Picture {
  if (card.facedown || !card.name) return cardBack(card);
  const stub = stubOf(card);
  if (imageBase) {
    return {
      key: `img:${stub}`,
      url: cardImageUrl(imageBase, { stub, imageStub: card.imageStub }),
    };
  }
  const printed = catalogue[stub];
  const stats = `${card.attack}/${card.life}/${card.recover}`;
  return memo(`full:${stub}:${card.type}:${stats}:${printedMark(printed)}`, () =>
    svgDataUrl(fullCardSvg(card, printed)),
  );
}

/**
 * What a card's back can be told from without knowing the card: a conjuration (by type or the
 * isConjuration flag) and the blood value of boss aspects (1 or 2 drops). The game view's
 * CardView carries no blood value yet, so hidden cards show the plain deck back unless they are
 * conjurations; a view that adds `blood` to its placeholders gets the blood backs here.
 */
export interface BackFacts {
  type?: CardType;
  isConjuration?: boolean;
  blood?: number | null;
}

/** The back of a facedown card (or of the deck and hand piles, without a card). */
export function cardBack(card: BackFacts = {}): Picture {
  const type = card.isConjuration ? 'Conjuration' : (card.type ?? 'Ally');
  const back = cardBackFor({ type, blood: card.blood ?? null });
  return memo(`back:${back}`, () => svgDataUrl(renderCardBackSvg(back)));
}

export function diePicture(die: Pick<DieView, 'magic' | 'level'>): Picture {
  return memo(`die:${die.magic}:${die.level}`, () =>
    svgDataUrl(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24">${dieIcon(die.magic, die.level)}</svg>`,
    ),
  );
}
