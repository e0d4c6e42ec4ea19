/** Verbs that place lasting effects (lasting.ts): values, keywords, restrictions, prevention, copies. */
import { inst, ownAttackX } from '../../cardinfo';
import { addLog, cardPart, playerPart } from '../../log';
import type { Run } from '../../runner';
import type { PlayerId } from '../../state';
import { playerName, self } from './queries';
import { placeEffect } from '../../lasting';
import type { Action, Duration, Stat } from '../../lasting';
import { keywordRule } from '../keywords';
import type { Keyword } from '../keywords';
import { cardData, scriptOf } from '../../context';
import { mayAffect } from './affect';
import { cardName } from './verb-helpers';
import { delayUntilEndOfNextTurn } from '../../delayed-effects';

/** How a duration reads at the end of a log line. */
function durationText(g: Run, duration: Duration): string {
  if (duration === 'thisTurn') return 'this turn';
  if (duration === 'thisRound') return 'this round';
  if ('whileAttached' in duration) {
    const source = g.state.cards[duration.whileAttached];
    return source ? `while ${cardData(g.context, source.stub).name} is attached` : 'while attached';
  }
  if ('whileUnexhausted' in duration) {
    const source = g.state.cards[duration.whileUnexhausted];
    return source
      ? `while ${cardData(g.context, source.stub).name} is unexhausted`
      : 'while unexhausted';
  }
  if ('untilStartOfNextTurnOf' in duration)
    return `until the start of ${playerName(g, duration.untilStartOfNextTurnOf)}'s next turn${duration.orNextRound === true ? ' or the next round' : ''}`;
  if ('untilEndOfNextTurnOrRound' in duration) return 'until the end of the next turn or the round';
  return `until the end of ${playerName(g, duration.untilEndOfNextTurnOf)}'s next turn`;
}

/** A unit or Phoenixborn in play this effect may affect (Spell Guard). */
function mayLastOn(g: Run, card: string | null): card is string {
  const zone = card ? g.state.cards[card]?.zone : undefined;
  return card !== null && (zone === 'battlefield' || zone === 'phoenixborn') && mayAffect(g, card);
}

/** Change a value of a unit or Phoenixborn for a while ("+2 attack this turn", "-1 life this round"). */
export function changeValue(
  g: Run,
  card: string | null,
  stat: Stat,
  amount: number,
  duration: Duration,
): void {
  if (!mayLastOn(g, card)) return;
  placeEffect(g.state, card, { kind: 'value', stat, amount }, duration);
  const signed = amount >= 0 ? `+${amount}` : String(amount);
  addLog(g.state, [cardName(g, card), ` gets ${signed} ${stat} ${durationText(g, duration)}`]);
}

/** "Add N to a unit's attack value for the remainder of the turn": the common case of `changeValue`. */
export function addAttackThisTurn(g: Run, unit: string | null, amount: number): void {
  changeValue(g, unit, 'attack', amount, 'thisTurn');
}

/** "Gains Bypass", "gains Armored 1" for a while. */
export function grantKeyword(
  g: Run,
  card: string | null,
  key: Keyword,
  duration: Duration,
  value = 1,
): void {
  if (!mayLastOn(g, card)) return;
  placeEffect(g.state, card, { kind: 'keyword', keyword: key, value }, duration);
  const name = keywordRule(key).name;
  const printed = value === 1 ? name : `${name} ${value}`;
  addLog(g.state, [cardName(g, card), ` gains ${printed} ${durationText(g, duration)}`]);
}

const ACT_TEXT: Record<Action, string> = {
  attack: 'attack',
  block: 'block',
  guard: 'guard',
  counter: 'counter',
  beTargeted: "be targeted by its opponents' spells, abilities and dice powers",
  beAttacked: 'be attacked',
  beGuarded: 'be guarded while it is the target of an attack',
  beBlocked: 'be blocked',
  beTargetedBySpells: "be targeted by its opponents' spells",
  beTargetedByReactionSpells: "be targeted by its opponents' reaction spells",
};

/** "Cannot block or guard", "cannot be targeted" for a while (`can` in lasting.ts answers it). */
export function forbid(
  g: Run,
  card: string | null,
  acts: readonly Action[],
  duration: Duration,
): void {
  if (!mayLastOn(g, card) || acts.length === 0) return;
  placeEffect(g.state, card, { kind: 'forbid', acts: [...acts] }, duration);
  const texts = acts.map((a) => ACT_TEXT[a]);
  const last = texts.pop();
  const listed = texts.length > 0 ? `${texts.join(', ')} or ${last}` : last;
  addLog(g.state, [cardName(g, card), ` cannot ${listed} ${durationText(g, duration)}`]);
}

/** "Prevent N damage each time this unit (or Phoenixborn) is dealt damage" for a while. */
export function preventDamageTo(
  g: Run,
  card: string | null,
  amount: number,
  duration: Duration,
): void {
  if (!mayLastOn(g, card) || amount <= 0) return;
  placeEffect(g.state, card, { kind: 'prevent', amount }, duration);
  addLog(g.state, [
    cardName(g, card),
    ` has ${amount} damage prevented each time it is dealt damage ${durationText(g, duration)}`,
  ]);
}

/**
 * "During Attack actions this turn, the numeral values of their abilities are increased by N"
 * (Magnify): numeral keywords (`keyword`) and scripts asking `magnified` count it while an
 * attack is resolved.
 */
export function magnify(g: Run, unit: string | null, amount: number, duration: Duration): void {
  if (!mayLastOn(g, unit) || amount <= 0) return;
  placeEffect(g.state, unit, { kind: 'magnify', amount }, duration);
  addLog(g.state, [
    cardName(g, unit),
    `: the numeral values of its abilities are increased by ${amount} during Attack actions ${durationText(g, duration)}`,
  ]);
}

/** "This unit is considered to be exhausted" for a while, whatever its exhaustion tokens. */
export function treatAsExhausted(g: Run, card: string | null, duration: Duration): void {
  if (!mayLastOn(g, card)) return;
  placeEffect(g.state, card, { kind: 'exhausted' }, duration);
  addLog(g.state, [cardName(g, card), ` is considered exhausted ${durationText(g, duration)}`]);
}

/**
 * "While this card is unexhausted, the opponent's leftmost unit is considered exhausted"
 * (Crushing Grip), for as long as the card stays in play.
 */
export function holdOpposingLeftmostUnit(g: Run, card: string | null): void {
  const held = card ? g.state.cards[card] : undefined;
  if (!held || held.zone !== 'battlefield') return;
  held.effects.push({ kind: 'holdsOpposingLeftmost', until: 'game' });
  addLog(g.state, [
    cardName(g, held.uuid),
    ": while it is unexhausted, the opponent's leftmost unit is considered exhausted",
  ]);
}

/** "Swap a target unit's printed attack value with its printed life value" for a while. */
export function swapPrintedAttackAndLife(g: Run, unit: string | null, duration: Duration): void {
  if (!mayLastOn(g, unit) || g.state.cards[unit]?.zone !== 'battlefield') return;
  placeEffect(g.state, unit, { kind: 'swapPrinted' }, duration);
  addLog(g.state, [
    cardName(g, unit),
    ` has its printed attack and life values swapped ${durationText(g, duration)}`,
  ]);
}

/**
 * "Prevent all damage dealt to it by an opponent's attack, spell, ability, or dice power" for a
 * while (opponents of the acting player; `preventsAllDamage` in lasting.ts answers it).
 */
export function preventDamageFromOpponents(g: Run, card: string | null, duration: Duration): void {
  if (!mayLastOn(g, card)) return;
  placeEffect(g.state, card, { kind: 'preventAll', fromOpponentsOf: g.me }, duration);
  addLog(g.state, [
    cardName(g, card),
    ` has all damage from ${playerName(g, g.me)}'s opponents prevented ${durationText(g, duration)}`,
  ]);
}

/**
 * "It gains: <ability>" for a while: the unit's controller may use the ability `id` of this
 * script's `grantedAbilities` like a printed one.
 */
export function grantAbility(g: Run, card: string | null, id: string, duration: Duration): void {
  if (!mayLastOn(g, card)) return;
  const stub = inst(g.state, self(g)).stub;
  const ability = scriptOf(g.context, stub)?.grantedAbilities?.find((a) => a.id === id);
  if (!ability) throw new Error(`${stub} grants no ability ${id}`);
  placeEffect(g.state, card, { kind: 'ability', stub, ability: id }, duration);
  addLog(g.state, [cardName(g, card), ` gains ${ability.name} ${durationText(g, duration)}`]);
}

/**
 * "You may play it without paying its cost" for a while: a card in this player's hand costs
 * nothing (no action, dice or discard) to play. The log does not name the hidden card.
 */
export function playWithoutPaying(g: Run, card: string | null, duration: Duration): void {
  if (!card || g.state.cards[card]?.zone !== 'hand' || inst(g.state, card).owner !== g.me) return;
  placeEffect(g.state, card, { kind: 'free' }, duration);
  addLog(g.state, [
    playerPart(g.state, g.me),
    ` may play a card without paying its cost ${durationText(g, duration)}`,
  ]);
}

/** The unit uses the printed values and abilities of another card for a while. */
export function becomeCopy(
  g: Run,
  unit: string | null,
  of: string | null,
  duration: Duration,
): void {
  if (!unit || !of || g.state.cards[unit]?.zone !== 'battlefield') return;
  const stub = inst(g.state, of).stub;
  // X is read from the copied unit now, not from the copy (its tokens are not the copied unit's).
  const copiedX = ownAttackX(g.state, g.context, of);
  placeEffect(g.state, unit, { kind: 'copy', stub, copiedX }, duration);
  addLog(g.state, [cardName(g, unit), ' becomes a copy of ', cardPart(g.context, stub)]);
}

/**
 * "When choosing a main action during their next turn, that player must choose an Attack
 * action if they control any units that can be declared as an attacker" (Infatuate): a
 * `mustAttack` effect on their Phoenixborn until the end of their next turn
 * (`../../must-attack.ts`).
 */
export function mustAttackNextTurn(g: Run, player: PlayerId | null): void {
  if (player === null) return;
  const pb = g.state.players[player].phoenixborn;
  placeEffect(g.state, pb, { kind: 'mustAttack' }, { untilEndOfNextTurnOf: player });
  addLog(g.state, [
    playerPart(g.state, player),
    ' must choose an Attack action as their main action during their next turn',
  ]);
}

/**
 * "At the end of the next turn this round, …": the card's `later` steps resolve for this
 * player at the end of the turn after this one, unless the round ends first (Rising Tides).
 */
export function atEndOfNextTurn(g: Run): void {
  const stub = g.frame.source === null ? undefined : g.state.cards[g.frame.source]?.stub;
  if (stub === undefined || !scriptOf(g.context, stub)?.later) return;
  delayUntilEndOfNextTurn(g, `card:${stub}:later`);
  addLog(g.state, [cardPart(g.context, stub), ' will resolve at the end of the next turn']);
}
