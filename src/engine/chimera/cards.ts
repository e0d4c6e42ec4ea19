/**
 * The Chimera's cards: its name, Ultimate, face-up and face-down aspects, dealing aspects
 * face down from its draw pile (reshuffling the discard pile when it runs out, which makes
 * it fatigued the first time), revealing them, and the wounds their blood deals it.
 */
import { attackableBy, inst } from '../cardinfo';
import { canAttack } from '../attack';
import { cardData } from '../context';
import type { MessagePart } from '../../protocol/game-view';
import type { EngineContext } from '../context';
import { addLog, cardPart } from '../log';
import { moveCard, placeWounds, shuffleDeck } from '../ops';
import { shuffleInPlace } from '../rng';
import type { GameState, PlayerId } from '../state';
import { aspectRules, requireBoss } from './bosses';
import type { AspectTarget } from './boss-rules';
import { requireChimera } from './chimera-state';

export function chimeraName(state: GameState, context: EngineContext): string {
  return cardData(context, requireChimera(state).boss).name;
}

/** The Chimera as a log part: a player without an account (no avatar), by its card's name. */
export function chimeraPart(state: GameState, context: EngineContext): MessagePart {
  return { nonAvatarPlayer: { name: chimeraName(state, context) } };
}

/** The Ultimate: the Ready Spell on the Chimera's spellboard. */
export function ultimateCard(state: GameState, context: EngineContext): string | undefined {
  const { seat } = requireChimera(state);
  return state.players[seat].spellboard.find(
    (u) => cardData(context, inst(state, u).stub).type === 'Ready Spell',
  );
}

/** The Behaviour card on the Chimera's spellboard: the source of its rows' prompts. */
export function behaviourCard(state: GameState, context: EngineContext): string | undefined {
  const { seat } = requireChimera(state);
  return state.players[seat].spellboard.find(
    (u) => cardData(context, inst(state, u).stub).type === 'Behaviour',
  );
}

/** The claw or jaw an aspect attacks with; a unit that is not an aspect always attacks the Phoenixborn. */
export function attackTargetOf(
  state: GameState,
  context: EngineContext,
  unit: string,
): AspectTarget {
  const boss = requireBoss(context, requireChimera(state).boss);
  const rules = aspectRules(boss, inst(state, unit).stub);
  return rules ? rules.target : 'jaw';
}

/** Face up, unexhausted, not prevented, and with a target to attack. */
export function canChimeraAttackWith(
  state: GameState,
  context: EngineContext,
  unit: string,
): boolean {
  return canAttack(state, context, unit) && attackTargetOf(state, context, unit) !== null;
}

/** The units that can attack, left to right. */
export function chimeraAttackers(state: GameState, context: EngineContext): string[] {
  const { seat } = requireChimera(state);
  return state.players[seat].battlefield.filter((u) => canChimeraAttackWith(state, context, u));
}

/**
 * The card an attacker goes for (digest 8.3): a left claw the opponent's leftmost unit it
 * may attack, a right claw the rightmost, the jaw (or no unit to attack) the Phoenixborn.
 */
export function attackedCard(
  state: GameState,
  context: EngineContext,
  attacker: string,
  opponent: PlayerId,
): { target: string; isPhoenixborn: boolean } {
  const aim = attackTargetOf(state, context, attacker);
  const { seat } = requireChimera(state);
  const units = state.players[opponent].battlefield.filter((u) =>
    attackableBy(state, context, u, seat),
  );
  const unit = aim === 'left' ? units[0] : aim === 'right' ? units.at(-1) : undefined;
  if (unit !== undefined) return { target: unit, isPhoenixborn: false };
  return { target: state.players[opponent].phoenixborn, isPhoenixborn: true };
}

/** The first time the Chimera's draw pile runs out (whatever emptied it) it becomes fatigued (digest section 11). */
export function noteEmptyPile(state: GameState, context: EngineContext): void {
  const chimera = requireChimera(state);
  if (chimera.fatigued || state.players[chimera.seat].deck.length > 0) return;
  chimera.fatigued = true;
  addLog(state, [
    { alert: { type: 'warning', message: [chimeraPart(state, context), ' is fatigued'] } },
  ]);
}

/** Takes the top card of the Chimera's draw pile, reshuffling its discard pile when it is empty. */
function takeTopCard(state: GameState, context: EngineContext): string | undefined {
  const player = state.players[requireChimera(state).seat];
  if (player.deck.length === 0) {
    // Shuffled under fresh ids: nobody can follow a card from the discard pile into it.
    const discarded = player.discard.splice(0);
    for (const uuid of discarded) inst(state, uuid).zone = 'deck';
    player.deck.push(...discarded);
    shuffleDeck(state, requireChimera(state).seat);
  }
  const top = player.deck.shift();
  noteEmptyPile(state, context);
  return top;
}

/** Puts a card of the draw pile face down at the right end of the Chimera's battlefield. */
function placeFaceDown(state: GameState, uuid: string): void {
  const card = inst(state, uuid);
  card.zone = 'threat';
  card.facedown = true;
  requireChimera(state).threatZone.push(uuid);
}

/** Deals one face-down aspect from the top of the draw pile; false when there is none at all. */
export function dealFaceDownAspect(state: GameState, context: EngineContext): boolean {
  const top = takeTopCard(state, context);
  if (top === undefined) return false;
  placeFaceDown(state, top);
  return true;
}

/** Setup: for each blood value in turn, the first card of the shuffled pile with that blood. */
export function dealSetupPattern(
  state: GameState,
  context: EngineContext,
  pattern: readonly number[],
): void {
  const { seat } = requireChimera(state);
  const deck = state.players[seat].deck;
  for (const blood of pattern) {
    const at = deck.findIndex((u) => cardData(context, inst(state, u).stub).blood === blood);
    if (at < 0) continue;
    const [uuid] = deck.splice(at, 1);
    if (uuid !== undefined) placeFaceDown(state, uuid);
  }
  shuffleInPlace(state, deck);
}

/**
 * Reveals the leftmost face-down aspect (digest 8.2): it comes into play unexhausted at the
 * right end of the face-up aspects with its status tokens, and counts as a card played.
 * Returns its uuid, or null when no aspect is face down.
 */
export function revealAspect(state: GameState, context: EngineContext): string | null {
  const chimera = requireChimera(state);
  const hidden = chimera.threatZone.shift();
  if (hidden === undefined) return null;
  const id = moveCard(state, hidden, 'battlefield');
  const card = inst(state, id);
  const rules = aspectRules(requireBoss(context, chimera.boss), card.stub);
  card.tokens.status = rules?.statusCount ?? 0;
  state.players[chimera.seat].stats.cardsPlayed += 1;
  addLog(state, [chimeraPart(state, context), ' reveals ', cardPart(context, card.stub)]);
  state.pendingEvents.push({
    kind: 'cameIntoPlay',
    card: id,
    stub: card.stub,
    controller: chimera.seat,
    owner: chimera.seat,
  });
  return id;
}

/**
 * A destroyed aspect survives after all (Regenerate): it comes back from the discard pile to
 * the right of the Chimera's battlefield, exhausted and unwounded, as a card coming into play,
 * and the Chimera takes 1 damage. Returns its new uuid, or null when it is no longer there.
 */
export function bringBackAspect(
  state: GameState,
  context: EngineContext,
  uuid: string,
): string | null {
  const chimera = requireChimera(state);
  if (state.cards[uuid]?.zone !== 'discard') return null;
  const id = moveCard(state, uuid, 'battlefield');
  const card = inst(state, id);
  card.tokens.exhaustion = 1;
  placeWounds(state, state.players[chimera.seat].phoenixborn, 1, { by: null, byEffect: true });
  addLog(state, [
    cardPart(context, card.stub),
    ' comes back into play exhausted; ',
    chimeraPart(state, context),
    ' takes 1 damage',
  ]);
  state.pendingEvents.push({
    kind: 'cameIntoPlay',
    card: id,
    stub: card.stub,
    controller: chimera.seat,
    owner: chimera.seat,
  });
  return id;
}

/** An aspect leaving play deals the Chimera wounds equal to its blood. */
export function bleed(state: GameState, context: EngineContext, stub: string): void {
  const blood = cardData(context, stub).blood ?? 0;
  if (blood <= 0) return;
  const chimera = requireChimera(state);
  placeWounds(state, state.players[chimera.seat].phoenixborn, blood, { by: null, byEffect: true });
  addLog(state, [
    cardPart(context, stub),
    ' bleeds: ',
    chimeraPart(state, context),
    ` takes ${blood} ${blood === 1 ? 'wound' : 'wounds'}`,
  ]);
}
