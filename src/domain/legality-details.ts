import type { CardCatalogue } from './cards';
import { isConjurationType } from './cards';
import { DECK_MAX_COPIES, DECK_MAX_UNIQUES } from './constants';
import type { DeckContents } from './legality';
import { baseName, countsById } from './legality';

/**
 * Which cards break a legality rule, for the editor's checklist: the flags of `deckStatus`
 * say whether a rule holds, these say what to change. Keyed like the DeckStatus flags.
 */
export interface LegalityDetails {
  /** "Name (4)" for each card above three copies. */
  maxThree: string[];
  /** A line per unique-card problem: another Phoenixborn's card, or too many of them. */
  uniques: string[];
}

export function legalityDetails(
  deck: Pick<DeckContents, 'phoenixborn' | 'cards'>,
  catalogue: CardCatalogue,
  format: string | null = null,
): LegalityDetails {
  const counts = [...countsById(deck.cards)];
  const nameOf = (stub: string) => catalogue[stub]?.name ?? stub;
  const maxThree = counts
    .filter(([stub, count]) => {
      const type = catalogue[stub]?.type;
      return count > DECK_MAX_COPIES && !(type && isConjurationType(type));
    })
    .map(([stub, count]) => `${nameOf(stub)} (${count})`);

  const leader = deck.phoenixborn[0] ? catalogue[deck.phoenixborn[0].id] : undefined;
  const uniques: string[] = [];
  const tied: string[] = [];
  let tiedCount = 0;
  for (const [stub, count] of counts) {
    const owner = catalogue[stub]?.phoenixborn;
    if (!owner) continue;
    tied.push(`${nameOf(stub)} (${count})`);
    tiedCount += count;
    if (!leader) uniques.push(`${nameOf(stub)} belongs to ${owner}; choose a Phoenixborn`);
    else if (baseName(owner) !== baseName(leader.name)) {
      uniques.push(`${nameOf(stub)} belongs to ${owner}, not ${leader.name}`);
    }
  }
  if (format !== 'onecollection' && tiedCount > DECK_MAX_UNIQUES) {
    uniques.push(`${tiedCount} unique cards, at most ${DECK_MAX_UNIQUES}: ${tied.join(', ')}`);
  }
  return { maxThree, uniques };
}
