/**
 * The primitive game operations every rule and card script is built from: moving cards
 * between zones (with fresh uuids across the hidden/visible line), drawing, discarding,
 * wounds and damage, destruction, conjuring, tokens and dice.
 *
 * Over 400 lines on purpose: the primitive state changes every rule and verb goes through
 * (zones, damage, wounds, draws, conjuring), kept together so each one is written once.
 */
import type { EngineContext } from './context';
import { scriptOf } from './context';
import { dataOf, hasNoAbilities, inst, isConjurationCard, keyword, lifeValue } from './cardinfo';
import { cardPart, addLog, playerPart } from './log';
import { freshUuid, shuffleInPlace } from './rng';
import {
  damageCapOn,
  endAttachedEffects,
  preventionOn,
  preventsAllDamage,
  woundFactorsOn,
} from './lasting';
import { HIDDEN_ZONES } from './state';
import { isUnpreventable } from './unpreventable';
import { toughPrevention } from './tough';
import { absorberOf } from './damage-absorbers';
import { astralPrevention } from './ascendancy-dice';
import type { CardInstance, DieState, GameState, PlayerId, PlayerState, Zone } from './state';

type ListZone = 'deck' | 'hand' | 'discard' | 'battlefield' | 'spellboard' | 'archives' | 'purged';

export function listOf(player: PlayerState, zone: Zone): string[] | null {
  switch (zone) {
    case 'deck':
    case 'hand':
    case 'discard':
    case 'battlefield':
    case 'spellboard':
    case 'archives':
    case 'purged':
      return player[zone];
    default:
      return null;
  }
}

export function renameCard(state: GameState, oldUuid: string, newUuid: string): void {
  const card = inst(state, oldUuid);
  delete state.cards[oldUuid];
  card.uuid = newUuid;
  state.cards[newUuid] = card;
  for (const u of card.upgrades) inst(state, u).host = newUuid;
  for (const u of card.under ?? []) inst(state, u).host = newUuid;
  for (const die of Object.values(state.dice)) if (die.host === oldUuid) die.host = newUuid;
}

/** Moves a card to a zone of its owner (or of `controller` for battlefield/spellboard). */
export function moveCard(
  state: GameState,
  uuid: string,
  zone: ListZone,
  options: { controller?: PlayerId; toTop?: boolean } = {},
): string {
  const card = inst(state, uuid);
  const from = listOf(state.players[card.controller], card.zone);
  if (from) from.splice(from.indexOf(uuid), 1);
  if (card.zone === 'attached' && card.host) {
    const host = state.cards[card.host];
    if (host) {
      host.upgrades = host.upgrades.filter((u) => u !== uuid);
      endAttachedEffects(host, uuid);
    }
    card.host = null;
  }
  const faceDownUnder = card.zone === 'underneath' && card.facedown;
  if (card.zone === 'underneath' && card.host) {
    const above = state.cards[card.host];
    if (above?.under) above.under = above.under.filter((u) => u !== uuid);
    card.host = null;
  }
  const controller =
    zone === 'battlefield' || zone === 'spellboard'
      ? (options.controller ?? card.owner)
      : card.owner;
  let id = uuid;
  // Crossing between hidden and visible zones gets a new identity, so nobody can follow it.
  if (
    (HIDDEN_ZONES.includes(card.zone) || faceDownUnder) !== HIDDEN_ZONES.includes(zone) ||
    zone === 'hand' ||
    card.zone === 'hand'
  ) {
    id = freshUuid(state);
    renameCard(state, uuid, id);
  }
  card.zone = zone;
  card.controller = controller;
  card.facedown = false;
  const to = listOf(state.players[controller], zone) as string[];
  if (options.toTop) to.unshift(id);
  else to.push(id);
  return id;
}

export function shuffleDeck(state: GameState, player: PlayerId): void {
  const deck = state.players[player].deck;
  shuffleInPlace(state, deck);
  // Fresh uuids after a shuffle so positions cannot be tracked.
  for (let i = 0; i < deck.length; i++) {
    const id = freshUuid(state);
    renameCard(state, deck[i] as string, id);
    deck[i] = id;
  }
}

/** Draws up to n cards; returns how many were drawn. */
export function drawCards(state: GameState, player: PlayerId, n: number): number {
  let drawn = 0;
  for (let i = 0; i < n; i++) {
    const top = state.players[player].deck[0];
    if (!top) break;
    moveCard(state, top, 'hand');
    drawn += 1;
  }
  return drawn;
}

export function discardTopOfDeck(
  state: GameState,
  context: EngineContext,
  player: PlayerId,
  n: number,
): number {
  let count = 0;
  for (let i = 0; i < n; i++) {
    const top = state.players[player].deck[0];
    if (!top) break;
    const id = moveCard(state, top, 'discard');
    addLog(state, [
      playerPart(state, player),
      ' discards ',
      cardPart(context, inst(state, id).stub),
      ' from the top of their draw pile',
    ]);
    count += 1;
  }
  return count;
}

export function returnDie(state: GameState, die: DieState): void {
  die.location = 'exhausted';
  die.host = null;
}

function resetCard(card: CardInstance): void {
  card.tokens = { damage: 0, exhaustion: 0, status: 0 };
  card.effects = [];
  card.lastHit = null;
}

/**
 * The cards under a card leaving play are discarded, face-down ones turned up (rules §13.2,
 * step 4; conjurations go back to the conjuration pile). Returns their ids in their piles.
 */
export function discardUnderneath(
  state: GameState,
  context: EngineContext,
  uuid: string,
): string[] {
  const card = inst(state, uuid);
  const under = card.under ?? [];
  if (under.length === 0) return [];
  const ids = [...under].map((u) =>
    moveCard(state, u, isConjurationCard(state, context, u) ? 'archives' : 'discard'),
  );
  addLog(state, [
    cardPart(context, card.stub),
    ' leaves play: the cards under it are discarded: ',
    ...ids.flatMap((id, i) => [...(i > 0 ? [', '] : []), cardPart(context, inst(state, id).stub)]),
  ]);
  return ids;
}

/**
 * What leaving play takes off a card, wherever it goes: attached dice go to their owner's
 * exhausted pool, alterations are discarded (conjured ones back to the conjuration pile), the
 * cards under it are discarded, its tokens and lasting effects end.
 */
export function clearForLeavingPlay(state: GameState, context: EngineContext, uuid: string): void {
  const card = inst(state, uuid);
  for (const die of Object.values(state.dice)) if (die.host === uuid) returnDie(state, die);
  for (const up of [...card.upgrades]) leavePlay(state, context, up);
  discardUnderneath(state, context, uuid);
  resetCard(card);
}

/**
 * Takes a card out of play (`clearForLeavingPlay`), then the card goes to its owner's discard
 * pile, conjuration pile (conjurations) or purged pile.
 */
export function leavePlay(
  state: GameState,
  context: EngineContext,
  uuid: string,
  destination: 'discard' | 'purged' | 'hand' | 'deck' = 'discard',
  options: { toTop?: boolean } = {},
): string {
  clearForLeavingPlay(state, context, uuid);
  const dest = isConjurationCard(state, context, uuid) ? 'archives' : destination;
  return moveCard(state, uuid, dest, options);
}

/** In play: on the table, attached, or face up under a card on the table (Resonance). */
export function isInPlay(state: GameState, uuid: string): boolean {
  const card = state.cards[uuid];
  const zone = card?.zone;
  return (
    zone === 'battlefield' ||
    zone === 'spellboard' ||
    zone === 'attached' ||
    zone === 'phoenixborn' ||
    (zone === 'underneath' && card?.facedown === false)
  );
}

/** Destroys a unit (not a PB: a PB is destroyed only by wounds). */
export function destroyUnit(
  state: GameState,
  context: EngineContext,
  uuid: string,
  cause: { by: PlayerId | null; byEffect: boolean; attacker?: string | null },
): string | null {
  const card = state.cards[uuid];
  if (!card || card.zone !== 'battlefield') return null;
  const wasAlly = dataOf(state, context, uuid).type === 'Ally';
  const event = {
    card: uuid,
    stub: card.stub,
    controller: card.controller,
    owner: card.owner,
    by: cause.by,
    byEffect: cause.byEffect,
    wasAlly,
    recover: 0,
    upgradeStubs: card.upgrades.map((u) => inst(state, u).stub),
    upgradeOwners: card.upgrades.map((u) => inst(state, u).owner),
    noAbilities: hasNoAbilities(state, context, uuid),
    status: card.tokens.status,
  };
  addLog(state, [cardPart(context, card.stub), ' is destroyed']);
  if (state.turn) state.turn.unitDestroyed = true;
  const underneath = discardUnderneath(state, context, uuid);
  const newId = leavePlay(state, context, uuid);
  state.pendingEvents.push({ kind: 'destroyed', ...event, underneath, card: newId });
  if (cause.attacker && cause.by && card.controller !== cause.by) {
    state.pendingEvents.push({
      kind: 'unitDestroyedByAttack',
      ...event,
      underneath,
      card: newId,
      attacker: cause.attacker,
    });
  }
  return newId;
}

/** Places wound tokens (no prevention). Destruction follows in the after-step check. */
export function placeWounds(
  state: GameState,
  uuid: string,
  n: number,
  cause: { by: PlayerId | null; byEffect: boolean; attacker?: string | null },
): void {
  if (n <= 0) return;
  const card = inst(state, uuid);
  card.tokens.damage += n;
  card.lastHit = { by: cause.by, byEffect: cause.byEffect, attacker: cause.attacker ?? null };
  if (card.zone === 'phoenixborn') {
    state.pendingEvents.push({
      kind: 'pbWounded',
      card: uuid,
      controller: card.controller,
      by: cause.by,
      byEffect: cause.byEffect,
      amount: n,
    });
  }
}

/**
 * Damage held open for prevention reactions (held-damage.ts): to a Phoenixborn, to a unit by
 * an attacking unit, or to a unit by anything.
 */
export type HeldDamage = 'pbDamage' | 'unitAttackDamage' | 'unitDamage';

type Interceptor = (
  state: GameState,
  context: EngineContext,
  player: PlayerId,
  kind: HeldDamage,
) => boolean;
let damageInterceptor: Interceptor | null = null;

/** The reaction module tells whether a player could prevent damage of this kind to their cards. */
export function setDamageInterceptor(check: Interceptor): void {
  damageInterceptor = check;
}

/** Who dealt damage: the player, whether by an effect, and the attacking unit or the card whose effect it was. */
export interface DamageCause {
  by: PlayerId | null;
  byEffect: boolean;
  attacker?: string | null;
  source?: string | null;
  /** Damage an effect deals that cannot be prevented (unpreventable.ts). */
  unpreventable?: boolean;
}

/** The wound tokens received damage places: one each, unless a static ability multiplies them (Hunter's Mark). */
function woundsFor(
  state: GameState,
  context: EngineContext,
  uuid: string,
  received: number,
): number {
  if (received <= 0) return 0;
  let wounds = received;
  for (const { source, factor } of woundFactorsOn(state, context, uuid)) {
    wounds *= factor;
    addLog(state, [
      cardPart(context, inst(state, source).stub),
      `: ${wounds} wound tokens instead of ${received}`,
    ]);
  }
  return wounds;
}

/** Deals damage: Armored prevents some (unless unpreventable); the rest becomes wounds. */
export function dealDamage(
  state: GameState,
  context: EngineContext,
  uuid: string,
  amount: number,
  cause: DamageCause,
): number {
  if (amount <= 0 || !isInPlay(state, uuid)) return 0;
  const card = inst(state, uuid);
  const unpreventable = isUnpreventable(state, context, cause);
  if (!unpreventable && preventsAllDamage(state, uuid, cause)) {
    addLog(state, [cardPart(context, card.stub), ` is dealt ${amount} damage (all prevented)`]);
    return 0;
  }
  const absorber = unpreventable ? null : absorberOf(state, context, { card: uuid, by: cause.by });
  if (absorber) {
    addLog(state, [
      cardPart(context, card.stub),
      ` is dealt ${amount} damage (prevented: `,
      cardPart(context, inst(state, absorber).stub),
      ' is discarded)',
    ]);
    leavePlay(state, context, absorber);
    return 0;
  }
  const attacker = cause.byEffect ? null : (cause.attacker ?? null);
  if (!unpreventable && card.zone === 'battlefield' && damageInterceptor) {
    // Held open: its controller may answer with Rin's Fury (an attacking unit's damage) or a
    // reaction to any damage to a unit (Particle Shield) before it is received.
    const byAttack =
      attacker !== null && damageInterceptor(state, context, card.controller, 'unitAttackDamage');
    if (byAttack || damageInterceptor(state, context, card.controller, 'unitDamage')) {
      addLog(state, [cardPart(context, card.stub), ` is dealt ${amount} damage`]);
      const held = { card: uuid, controller: card.controller, amount, by: cause.by };
      state.pendingEvents.push(
        byAttack
          ? { kind: 'unitAttackDamage', ...held, byEffect: false, attacker }
          : {
              kind: 'unitDamage',
              ...held,
              byEffect: cause.byEffect,
              attacker,
              source: cause.source ?? null,
            },
      );
      return amount;
    }
  }
  if (
    !unpreventable &&
    card.zone === 'phoenixborn' &&
    damageInterceptor &&
    damageInterceptor(state, context, card.controller, 'pbDamage')
  ) {
    // Held open: the owner may answer with Cover or Redirect before it is received.
    addLog(state, [cardPart(context, card.stub), ` is dealt ${amount} damage`]);
    state.pendingEvents.push({
      kind: 'pbDamage',
      card: uuid,
      controller: card.controller,
      amount,
      by: cause.by,
      byEffect: cause.byEffect,
      attacker: cause.attacker ?? null,
      source: cause.source ?? null,
    });
    return amount;
  }
  return receiveDamage(state, context, uuid, amount, cause);
}

/**
 * Damage dealt is received: Armored (units) and static prevention take their part unless it
 * is unpreventable, the rest becomes wounds. `announced`: the "is dealt" line was written
 * when the damage was held open.
 */
export function receiveDamage(
  state: GameState,
  context: EngineContext,
  uuid: string,
  amount: number,
  cause: DamageCause,
  announced = false,
): number {
  if (amount <= 0 || !isInPlay(state, uuid)) return 0;
  const card = inst(state, uuid);
  const unpreventable = isUnpreventable(state, context, cause);
  // Armored (units) and static prevention ("damage dealt to … is reduced by 1"), then Tough,
  // then an astral die.
  const armored = card.zone === 'battlefield' ? keyword(state, context, uuid, 'armored') : 0;
  const afterArmored = unpreventable
    ? amount
    : Math.max(0, amount - armored - preventionOn(state, context, uuid, cause));
  const afterTough = unpreventable
    ? amount
    : afterArmored - toughPrevention(state, context, uuid, afterArmored);
  // An astral die on the card prevents 1 more (rules digest §9.4).
  const prevented = unpreventable
    ? amount
    : afterTough - astralPrevention(state, context, uuid, afterTough);
  const cap = unpreventable ? null : damageCapOn(state, context, uuid);
  const received = cap === null ? prevented : Math.min(prevented, cap);
  if (!announced)
    addLog(state, [
      cardPart(context, card.stub),
      ` is dealt ${amount} damage`,
      ...(received < amount ? [` (${amount - received} prevented)`] : []),
    ]);
  else if (received < amount)
    addLog(state, [cardPart(context, card.stub), ` has ${amount - received} damage prevented`]);
  placeWounds(state, uuid, woundsFor(state, context, uuid, received), cause);
  if (received > 0 && card.zone === 'battlefield')
    state.pendingEvents.push({
      kind: 'unitDamaged',
      card: uuid,
      controller: card.controller,
      amount: received,
      source: cause.source ?? cause.attacker ?? null,
      by: cause.by,
      byEffect: cause.byEffect,
    });
  return received;
}

export function removeWounds(state: GameState, uuid: string, n: number): number {
  const card = inst(state, uuid);
  const removed = Math.min(n, card.tokens.damage);
  card.tokens.damage -= removed;
  return removed;
}

export function exhaust(state: GameState, uuid: string, n = 1): void {
  inst(state, uuid).tokens.exhaustion += n;
}

export function hasRoom(state: GameState, context: EngineContext, player: PlayerId): boolean {
  const pb = dataOf(state, context, state.players[player].phoenixborn);
  return state.players[player].battlefield.length < (pb.battlefield ?? 0);
}

/**
 * Attaches a conjured alteration of the player's conjuration pile to a card in play, which
 * that player controls (Ice Buff, Drowning); null when none is left. Callers check the host.
 */
export function attachConjured(
  state: GameState,
  context: EngineContext,
  controller: PlayerId,
  stub: string,
  host: string,
): string | null {
  const pile = state.players[controller].archives;
  const alteration = pile.find((u) => inst(state, u).stub === stub);
  if (!alteration) return null;
  pile.splice(pile.indexOf(alteration), 1);
  const card = inst(state, alteration);
  card.zone = 'attached';
  card.host = host;
  card.controller = controller;
  inst(state, host).upgrades.push(alteration);
  addLog(state, [
    cardPart(context, stub),
    ' is attached to ',
    cardPart(context, inst(state, host).stub),
  ]);
  state.pendingEvents.push({
    kind: 'alterationAttached',
    card: alteration,
    stub,
    controller,
    host,
  });
  return alteration;
}

/**
 * Places a conjuration from the player's conjuration pile; null when none left or no room
 * (`limited: false`: a battlefield with no printed limit, the Chimera's).
 */
export function conjure(
  state: GameState,
  context: EngineContext,
  owner: PlayerId,
  stub: string,
  onto: PlayerId = owner,
  limited = true,
): string | null {
  const pile = state.players[owner].archives;
  const source = pile.find((u) => inst(state, u).stub === stub);
  if (!source || (limited && !hasRoom(state, context, onto))) return null;
  const id = moveCard(state, source, 'battlefield', { controller: onto });
  addLog(state, [
    playerPart(state, owner),
    ' places ',
    cardPart(context, stub),
    ' onto ',
    playerPart(state, onto),
    "'s battlefield",
  ]);
  state.pendingEvents.push({ kind: 'cameIntoPlay', card: id, stub, controller: onto, owner });
  return id;
}

/**
 * After a status token is taken from a card: one whose script is discarded without status
 * tokens (Deep Freeze) leaves play once it has none left.
 */
export function discardIfOutOfStatus(state: GameState, context: EngineContext, uuid: string): void {
  const card = state.cards[uuid];
  if (!card || card.tokens.status > 0 || !isInPlay(state, uuid)) return;
  if (scriptOf(context, card.stub)?.discardedWithoutStatus !== true) return;
  addLog(state, [cardPart(context, card.stub), ' has no status tokens left and is discarded']);
  leavePlay(state, context, uuid);
}

export function unitWouldDie(state: GameState, context: EngineContext, uuid: string): boolean {
  return inst(state, uuid).tokens.damage >= lifeValue(state, context, uuid);
}

export function pbOf(state: GameState, player: PlayerId): string {
  return state.players[player].phoenixborn;
}

export function activeDice(state: GameState, player: PlayerId): DieState[] {
  return state.players[player].dice
    .map((d) => state.dice[d] as DieState)
    .filter((d) => d.location === 'active');
}

export function exhaustedDice(state: GameState, player: PlayerId): DieState[] {
  return state.players[player].dice
    .map((d) => state.dice[d] as DieState)
    .filter((d) => d.location === 'exhausted');
}
