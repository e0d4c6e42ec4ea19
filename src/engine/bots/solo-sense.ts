/**
 * What the easy scores change when the other side is a Chimera (Red Rains rules digest §8):
 * its aspects strike every turn and bleed wounds onto it when destroyed, so a player bot
 * aims every harmful choice at the Chimera's side, attacks the Chimera itself (only Defender
 * aspects block it), finishes aspects with damage, puts units in play first, keeps its
 * Phoenixborn out of guards (its life is the whole game) and never exhausts a unit without
 * attack by declaring it. PvP games never reach these rules: the
 * practice levels' figures against each other stay as they are.
 */
import type { CardView, GameView } from '../../protocol/game-view';
import type { PromptFacts } from './easy';
import { HELP } from './title-words';
import type { FoundCard, FoundDie } from './view-lookup';
import { lifeLeft } from './view-lookup';

/** The view's other seat is the Chimera (only its entry carries a phase). */
export function againstChimera(view: GameView, me: string): boolean {
  return Object.values(view.players).some((p) => p.name !== me && p.chimeraPhase !== undefined);
}

/** Face-up aspects that may still guard or counter this turn. */
function readyAspects(view: GameView, me: string): CardView[] {
  return Object.values(view.players)
    .filter((p) => p.name !== me)
    .flatMap((p) => p.cardPiles.cardsInPlay)
    .filter((card) => !card.facedown && card.exhausted !== true);
}

function helps(f: PromptFacts): boolean {
  return HELP.some((w) => f.title.includes(w));
}

/** A button's score against the Chimera, or null to leave it to the easy table. */
export function soloButtonScore(view: GameView, text: string, f: PromptFacts): number | null {
  if (text === 'me' || text === f.me.toLowerCase()) return helps(f) ? 4 : 1;
  if (f.opponents.some((name) => name.toLowerCase() === text)) return helps(f) ? 1 : 4;
  // Only the few Defender aspects block an attack on the Chimera (Laws of the Chimera), and
  // a Phoenixborn attack meets no counter: it lands nearly whole even with aspects ready,
  // where an attacked aspect counters and may be guarded. It comes before any card.
  if (text === 'attack phoenixborn') return 12;
  if (text === 'attack a unit') return readyAspects(view, f.me).length > 0 ? 8 : 5;
  if (text === 'no guard') return 6;
  // Between the hosts of an alteration (hostScore: 8 on the right side, -6 on the wrong one),
  // cancelling beats putting it where it helps the Chimera or hurts the player.
  if (text === 'cancel' && f.title.startsWith('choose a host for')) return 0;
  return null;
}

/** A card's score against the Chimera, or null to leave it to the easy table. */
export function soloCardScore(view: GameView, found: FoundCard, f: PromptFacts): number | null {
  const { card, holder, pile } = found;
  const mine = holder === f.me;
  if (f.title.includes('blocker')) return blockerScore(view, card, mine);
  if (f.title.includes('attackers')) return mine && (card.attack ?? 0) > 0 ? 10 : -4;
  if (f.title === 'choose the attacker') return mine ? 4 + (card.attack ?? 0) : -4;
  // Guarding with the Phoenixborn spends its life: the guarded unit's loss is cheaper.
  if (f.title.includes('guard') && pile === 'phoenixborn') return 1;
  // An aspect close to destruction first: it bleeds onto the Chimera and strikes no more.
  if (f.title.includes('unit to attack')) return mine ? -6 : 9 + Math.max(0, 6 - lifeLeft(card));
  if (f.title.startsWith('choose a host for')) return hostScore(f.title, mine);
  if (f.title === 'choose an action') return soloActionScore(view, found, f.me);
  if (f.title.includes('block') || f.title.includes('guard')) return null;
  if (f.title.includes('damage') && !mine) return damageScore(card, f.title);
  if (pile === 'phoenixborn' && !helps(f)) return mine ? 0 : 6;
  return null;
}

/**
 * Damage goes to the aspect nearest destruction, and first to one it destroys outright (the
 * title says how much, "deal 2 damage"): a destroyed aspect bleeds onto the Chimera and
 * strikes no more, where damage on one left standing is healed or wasted.
 */
function damageScore(card: CardView, title: string): number {
  const amount = Number(/deal (\d+) damage/.exec(title)?.[1] ?? 0);
  const left = lifeLeft(card);
  const finishes = left > 0 && left <= amount;
  return 9 + Math.max(0, 6 - left) + (finishes ? 6 : 0);
}

/**
 * Alterations that hurt their host: the core precons' Fade Away (destroys it at the end of
 * the round) and Reflections in the Water (takes its abilities), and the Chimera's conjured
 * ones (Red Rains rules digest §2).
 */
const HARMFUL_ALTERATIONS = [
  'fade away',
  'reflections in the water',
  'stun',
  'bleed',
  'webbed',
  'drowning',
];

/**
 * "Choose a host for X" does not say whom X helps, and the easy table scores any card alike:
 * the core precons' other alterations (Undying Heart, Root Armor, Massive Growth) help their
 * host, so they go on the player's units and the harmful ones on an aspect.
 */
function hostScore(title: string, mine: boolean): number {
  const name = title.slice('choose a host for'.length).trim();
  const harmful = HARMFUL_ALTERATIONS.some((h) => name.startsWith(h));
  return mine === harmful ? -6 : 8;
}

/**
 * The claws hit the player's units before its Phoenixborn and a ready unit blocks the jaw, so
 * a unit in play is worth more against a Chimera than a spell: allies and summons come first.
 */
function soloActionScore(view: GameView, found: FoundCard, me: string): number | null {
  const { card, pile } = found;
  if (pile === 'hand' && card.canPlay !== false && card.type === 'Ally') return 11;
  // A helpful alteration would be cancelled at its host prompt (no unit of the player's to
  // host it): playing it only asks again, turn after turn.
  if (pile === 'hand' && unhosted(view, card, me)) return 0;
  if (pile === 'spells' && summons(card)) return 10;
  return null;
}

function unhosted(view: GameView, card: CardView, me: string): boolean {
  if (card.type !== 'Alteration Spell') return false;
  const name = (card.name ?? '').toLowerCase();
  if (HARMFUL_ALTERATIONS.some((h) => name.startsWith(h))) return false;
  return (view.players[me]?.cardPiles.cardsInPlay.length ?? 0) === 0;
}

function summons(card: CardView): boolean {
  return (card.name ?? '').toLowerCase().startsWith('summon');
}

/**
 * The first aspects strike in the first round: the first five start with what puts units on
 * the battlefield (allies, summoning spells), so the claws find a unit, not the Phoenixborn.
 */
export function soloFirstFiveScore(card: CardView): number {
  if (card.type === 'Ally') return 13;
  if (summons(card)) return 12;
  return 10;
}

/** A die's score against the Chimera, or null to leave it to the easy table. */
export function soloDieScore(found: FoundDie, f: PromptFacts): number | null {
  // The ceremonial power wounds the player's own Phoenixborn: in the race that costs too much.
  if (f.title === 'choose an action' && found.die.magic === 'ceremonial') return -12;
  return null;
}

/**
 * A blocker already placed is offered again to take it back, and a unit clicked once every
 * attacker has its blocker only moves a block: both keep the attack from ever resolving, so
 * each is worth less than Done. An attacker still unblocked is worth a unit.
 */
function blockerScore(view: GameView, card: CardView, mine: boolean): number {
  const battles = view.attack?.battles ?? [];
  if (!mine || battles.some((b) => b.guard === card.uuid)) return -8;
  return battles.some((b) => b.guard === null) ? 10 : -8;
}
