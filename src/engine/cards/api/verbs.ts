/**
 * The verbs card scripts act with. Each checks that its act is possible (a card that has left
 * play is not hurt, a missing die is not spent), raises the event the rules know it by, lets
 * prevention answer (Armored, a Phoenixborn's damage window) and writes its log line, so a
 * script reads like its card text and never edits tokens, dice or zones by hand.
 */
import { inst } from '../../cardinfo';
import { addLog, cardPart, playerPart } from '../../log';
import {
  dealDamage as damageCard,
  discardIfOutOfStatus,
  isInPlay,
  placeWounds as woundCard,
  removeWounds as healCard,
} from '../../ops';
import { randomInt } from '../../rng';
import { call } from '../../runner';
import { preventHeldDamageByEffect } from '../../held-damage-prevention';
import type { Run, Step } from '../../runner';
import type { PlayerId, Tokens } from '../../state';
import { closeReactionSpellsThisTurn } from '../../reaction-lock';
import type { EventOf } from '../../event-kinds';
import { button, choice } from '../../decisions';
import { mayChoose } from './choices';
import type { Remembered } from './remembered';
import { self } from './queries';
import { cardData } from '../../context';
import { mayAffect } from './affect';
import { byMe, cardName } from './verb-helpers';
import { draw } from './verbs-zones';

/** Deal damage to a unit or Phoenixborn in play; returns the damage received after prevention. */
export function dealDamage(g: Run, target: string | null, amount: number): number {
  if (!target || !isInPlay(g.state, target)) return 0;
  return damageCard(g.state, g.context, target, amount, byMe(g));
}

/** Deal damage that cannot be prevented (Law of Domination); returns the damage received. */
export function dealUnpreventableDamage(g: Run, target: string | null, amount: number): number {
  if (!target || !isInPlay(g.state, target)) return 0;
  return damageCard(g.state, g.context, target, amount, { ...byMe(g), unpreventable: true });
}

/** Deal damage that was meant for another card (Redirect): same amount, same cause. */
export function redirectDamage(g: Run, event: EventOf<'pbDamage'>, unit: string | null): number {
  if (!unit || !isInPlay(g.state, unit)) return 0;
  return damageCard(g.state, g.context, unit, event.amount, {
    by: event.by,
    byEffect: event.byEffect,
    attacker: event.attacker,
    source: event.source,
  });
}

/** Place wound tokens (not damage: nothing prevents them). */
export function placeWounds(g: Run, target: string | null, amount: number): void {
  if (!target || !isInPlay(g.state, target) || amount <= 0) return;
  woundCard(g.state, target, amount, byMe(g));
  addLog(g.state, [cardName(g, target), ` receives ${amount} wound(s)`]);
}

/** Remove wound tokens; returns how many were removed. */
export function removeWounds(g: Run, target: string | null, amount: number): number {
  if (!target || !isInPlay(g.state, target) || amount <= 0) return 0;
  const removed = healCard(g.state, target, amount);
  if (removed > 0) addLog(g.state, [cardName(g, target), ` has ${removed} wound(s) removed`]);
  return removed;
}

/**
 * Note in the log that a reaction prevented the damage it answered: all of it, or `amount`
 * (the held-damage window prevents what its script's `reaction.prevents` says; a reaction with
 * `prevents: 'byEffect'` sets the amount here).
 */
export function preventDamage(g: Run, amount?: number): void {
  if (amount !== undefined) preventHeldDamageByEffect(g.state, amount);
  const what = amount === undefined ? 'the damage' : `${amount} damage`;
  addLog(g.state, [cardName(g, self(g)), ` prevents ${what}`]);
}

export function exhaust(g: Run, target: string | null, amount = 1): void {
  if (!target || !isInPlay(g.state, target) || amount <= 0 || !mayAffect(g, target)) return;
  inst(g.state, target).tokens.exhaustion += amount;
  addLog(g.state, [cardName(g, target), ` receives ${amount} exhaustion token(s)`]);
}

export function removeAllExhaustion(g: Run, target: string | null): void {
  if (!target || !isInPlay(g.state, target) || !mayAffect(g, target)) return;
  const card = inst(g.state, target);
  if (card.tokens.exhaustion === 0) return;
  card.tokens.exhaustion = 0;
  addLog(g.state, [cardName(g, target), ' is no longer exhausted']);
}

/** Remove exhaustion tokens; returns how many were removed. */
export function removeExhaustion(g: Run, target: string | null, amount = 1): number {
  if (!target || !isInPlay(g.state, target) || amount <= 0 || !mayAffect(g, target)) return 0;
  const card = inst(g.state, target);
  const removed = Math.min(amount, card.tokens.exhaustion);
  card.tokens.exhaustion -= removed;
  if (removed > 0)
    addLog(g.state, [cardName(g, target), ` has ${removed} exhaustion token(s) removed`]);
  return removed;
}

export function placeStatus(g: Run, target: string | null, amount = 1): void {
  if (!target || !isInPlay(g.state, target) || amount <= 0 || !mayAffect(g, target)) return;
  inst(g.state, target).tokens.status += amount;
  addLog(g.state, [cardName(g, target), ` receives ${amount} status token(s)`]);
}

/** Remove status tokens; returns how many were removed. */
export function removeStatus(g: Run, target: string | null, amount = 1): number {
  if (!target || !isInPlay(g.state, target) || amount <= 0 || !mayAffect(g, target)) return 0;
  const card = inst(g.state, target);
  const removed = Math.min(amount, card.tokens.status);
  card.tokens.status -= removed;
  if (removed > 0) addLog(g.state, [cardName(g, target), ` loses ${removed} status token(s)`]);
  discardIfOutOfStatus(g.state, g.context, target);
  return removed;
}

export type TokenKind = keyof Tokens;

const TOKEN_NAMES: Record<TokenKind, string> = {
  damage: 'wound',
  exhaustion: 'exhaustion',
  status: 'status',
};

/**
 * Move one token between cards in play. A wound moved onto a card is placed by this player
 * (it can destroy the card, and on a Phoenixborn it is a wound placed by them).
 */
export function moveToken(
  g: Run,
  kind: TokenKind,
  from: string | null,
  to: string | null,
): boolean {
  if (!from || !to || !isInPlay(g.state, from) || !isInPlay(g.state, to)) return false;
  if (!mayAffect(g, from) || !mayAffect(g, to)) return false;
  const source = inst(g.state, from);
  if (source.tokens[kind] <= 0) return false;
  source.tokens[kind] -= 1;
  if (kind === 'damage') woundCard(g.state, to, 1, byMe(g));
  else inst(g.state, to).tokens[kind] += 1;
  addLog(g.state, [
    `${cardData(g.context, inst(g.state, self(g)).stub).name} moves a ${TOKEN_NAMES[kind]} token from `,
    cardName(g, from),
    ' to ',
    cardName(g, to),
  ]);
  if (kind === 'status') discardIfOutOfStatus(g.state, g.context, from);
  return true;
}

/** The player may take an additional side action this turn. */
export function gainSideAction(g: Run): void {
  if (g.state.turn?.player !== g.me) return;
  g.state.turn.sideActions += 1;
  addLog(g.state, [playerPart(g.state, g.me), ' may take an additional side action this turn']);
}

/** "These players may not play reaction spells for the remainder of the turn" (Spectral Assassin). */
export function forbidReactionSpellsThisTurn(g: Run, players: readonly PlayerId[]): void {
  closeReactionSpellsThisTurn(g.state, players);
  for (const player of players)
    addLog(g.state, [playerPart(g.state, player), ' may not play reaction spells this turn']);
}

/**
 * "Resolve a copy of that spell or ability without paying its play cost or activation cost"
 * (Copycat): its steps run again for this player, nothing paid; a copied Phoenixborn
 * ability's "this Phoenixborn" is this player's own.
 */
export function resolveCopy(g: Run, event: EventOf<'effectResolved'> | null): void {
  if (!event) return;
  const source =
    event.what === 'phoenixbornAbility' ? g.state.players[g.me].phoenixborn : event.source;
  addLog(g.state, [
    playerPart(g.state, g.me),
    ' resolves a copy of ',
    cardPart(g.context, event.stub),
  ]);
  call(g, event.procedure, { paid: [] }, g.me, source);
}

/** Remember a once-per-turn ability as used. */
export function markUsedThisTurn(g: Run, key: string): void {
  g.state.players[g.me].usedThisTurn.push(key);
}

/** Note a card under `tag` for the rest of this turn (read back with `notedThisTurn`). */
export function noteForThisTurn(g: Run, tag: string, card: string | null): void {
  if (card !== null) g.state.players[g.me].usedThisTurn.push(`${tag}:${card}`);
}

/**
 * Cancel the spell, ability or dice power that raised this targeting event, with the rest
 * of its effects (its frame ends where it stands).
 */
export function cancelTargetingEffect(
  g: Run,
  event: EventOf<'unitTargeted'> | EventOf<'playerTargeted'> | null,
): void {
  const frame = event ? g.state.stack[event.frame] : undefined;
  if (frame) frame.step = Number.MAX_SAFE_INTEGER;
  addLog(g.state, [cardName(g, self(g)), ' cancels the effect']);
}

/**
 * Show this player one random card of a pile only they may then see (in their own prompt;
 * nobody else's view names it), or `count` different ones (their names joined by ", ").
 * Ends the steps when the pile is empty.
 */
export function revealRandom(
  key: string,
  spec: {
    from: (g: Run) => string[];
    title: (name: string) => string;
    count?: number;
    /** Keeps which cards were seen, for a later step (Imperial Ninja discards the one looked at). */
    remember?: Remembered<string[]>;
  },
): Step {
  return (g) => {
    if (g.ctx[key] !== undefined) return;
    const pile = [...spec.from(g)];
    const seen: string[] = [];
    while (seen.length < (spec.count ?? 1) && pile.length > 0)
      seen.push(...pile.splice(randomInt(g.state, pile.length), 1));
    if (seen.length === 0) return { end: true };
    spec.remember?.set(g, seen);
    const names = seen.map((card) => cardData(g.context, inst(g.state, card).stub).name);
    return choice(key, spec.title(names.join(', ')), [button('ok', 'OK')], {
      source: g.frame.source,
      shows: seen,
    });
  };
}

/** "You may draw N cards": asked only while the draw pile has cards. */
export function mayDraw(key: string, amount: number): Step[] {
  const wants = mayChoose(key, {
    title: `Draw ${amount} card(s)?`,
    yes: 'Draw',
    no: "Don't draw",
    when: (g) => g.state.players[g.me].deck.length > 0,
  });
  return [
    wants.ask,
    (g) => {
      if (wants.of(g)) draw(g, amount);
    },
  ];
}

/** "Give the first player token to a player": the round's turns keep their order; the next round starts from the new holder. */
export function giveFirstPlayerToken(g: Run, player: PlayerId | null): void {
  if (player === null || g.state.firstPlayer === player) return;
  g.state.firstPlayer = player;
  addLog(g.state, [playerPart(g.state, player), ' takes the first player token']);
}
