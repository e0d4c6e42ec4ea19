/**
 * Playing cards from hand and activating abilities: legality (actions, dice, room, hosts),
 * the shared payment steps (dice choice when ambiguous, discards), and putting the card
 * where it belongs.
 *
 * Over 400 lines on purpose: playing a card and activating an ability share one path
 * (legality, costs with X and focus, payment, the effect) that reads best in one place.
 */
import type { Card } from '../domain/cards';
import { scriptOf } from './context';
import { actionSpellsForbidden, payingDice, reactionSpellsForbidden } from './laws';
import { reactionSpellsClosedTo } from './reaction-lock';
import type { Ability, Query } from './cards/api/types';
import {
  allUnits,
  dataOf,
  inst,
  isExhausted,
  printedStub,
  spellboardSlots,
  targetableBy,
} from './cardinfo';
import { cardData } from './context';
import type { EngineContext } from './context';
import { parseCost, uniquePayment, xDiceSlot } from './costs';
import type { ParsedCost } from './costs';
import { CANCEL, button, cardOptions, choice, multi } from './decisions';
import { addLog, cardPart, playerPart } from './log';
import { exhaust, hasRoom, moveCard } from './ops';
import { alertPlayer } from './alerts';
import { noteCostPaid, reactionDiceOf } from './spell-dice';
import { mustChooseAttack } from './must-attack';
import { onlyMeditateAsSideAction } from './meditate-only';
import { call, defineProc } from './runner';
import { opponentsOf, playersOf } from './sides';
import type { Run, Step } from './runner';
import { canPayDice } from './costs';
import type { DiceSlot, DieState, GameState, PlayerId } from './state';
import { hasMain, hasSide } from './turn-state';
import {
  placeUnderReadySpell,
  playedUnderReadySpell,
  readySpellsToGoUnder,
} from './spellboard-under';
import { costOf, grantedAbilities, hasNoAbilities } from './lasting';
import { costWithoutActions, fromHandCost } from './reaction-plays';

export function query(state: GameState, context: EngineContext, me: PlayerId, self: string): Query {
  return { state, context, me, self };
}

function withExtraBasic(cost: ParsedCost, extra: number): ParsedCost {
  return withExtraDice(cost, extra, { magic: null, level: 'basic' });
}

/** The cost with `extra` more dice of this kind (an X cost, paid X times). */
function withExtraDice(cost: ParsedCost, extra: number, slot: DiceSlot): ParsedCost {
  if (extra <= 0) return cost;
  const slots = Array.from({ length: extra }, () => ({ ...slot }));
  return { ...cost, dice: cost.dice.map((o) => [...o, ...slots]) };
}

/** The die an X in this card's play cost stands for (basic when it has none). */
function xSlotOfCard(g: Run, card: string): DiceSlot {
  const data = cardData(g.context, inst(g.state, card).stub);
  return xDiceSlot(data.cost) ?? { magic: null, level: 'basic' };
}

export function abilityCost(q: Query, ability: Ability): ParsedCost {
  return parseCost(typeof ability.cost === 'function' ? ability.cost(q) : ability.cost);
}

/** Whether the action part of a cost can be paid now. */
function actionsOk(
  state: GameState,
  context: EngineContext,
  player: PlayerId,
  cost: ParsedCost,
): boolean {
  // Infatuate: a player who must attack spends their main action on nothing else.
  const main = hasMain(state, player) && !mustChooseAttack(state, context, player);
  // Tranquility: Meditate may be the only side action left.
  const side = hasSide(state, player) && !onlyMeditateAsSideAction(state, context, player);
  if (cost.mainOrSide) return main || side;
  if (cost.main && !main) return false;
  if (cost.side && !side) return false;
  return true;
}

/** `extraDice`: dice off the active pool that may pay too (on a spell that pays for reactions). */
function affordable(
  state: GameState,
  context: EngineContext,
  player: PlayerId,
  cost: ParsedCost,
  handSpare: number,
  extraDice: readonly DieState[] = [],
): boolean {
  return (
    canPayDice(cost.dice, payingDice(state, context, player, extraDice)) &&
    handSpare >= cost.discard
  );
}

export function alterationHosts(
  state: GameState,
  context: EngineContext,
  player: PlayerId,
  uuid: string,
): string[] {
  const card = inst(state, uuid);
  const data = cardData(context, card.stub);
  const script = scriptOf(context, card.stub);
  const q = query(state, context, player, uuid);
  const pool =
    data.placement === 'Phoenixborn'
      ? playersOf(state).map((p) => state.players[p].phoenixborn)
      : allUnits(state);
  return pool.filter(
    // Attaching targets the host (rules digest §10.3), so spell shields apply.
    (h) => targetableBy(state, context, h, player, uuid) && (script?.canHost?.(q, h) ?? true),
  );
}

function placementOk(
  state: GameState,
  context: EngineContext,
  player: PlayerId,
  uuid: string,
  data: Card,
): boolean {
  switch (data.type) {
    case 'Ally':
      return hasRoom(state, context, player);
    case 'Ready Spell': {
      if (playedUnderReadySpell(context, data.stub))
        return readySpellsToGoUnder(state, player).length > 0;
      const slots = spellboardSlots(state, player);
      const pb = dataOf(state, context, state.players[player].phoenixborn);
      return slots.includes(data.stub) || slots.length < (pb.spellboard ?? 0);
    }
    case 'Alteration Spell':
      return alterationHosts(state, context, player, uuid).length > 0;
    case 'Action Spell':
      return scriptOf(context, data.stub)?.playable?.(query(state, context, player, uuid)) ?? true;
    default:
      return false;
  }
}

/** A hand card its owner can play as an action now. */
export function canPlayFromHand(
  state: GameState,
  context: EngineContext,
  player: PlayerId,
  uuid: string,
): boolean {
  const card = state.cards[uuid];
  if (!card || card.zone !== 'hand' || card.owner !== player) return false;
  const data = cardData(context, card.stub);
  if (data.type === 'Reaction Spell') return false;
  if (data.type === 'Action Spell' && actionSpellsForbidden(state, context)) return false;
  const cost = costOf(state, context, uuid);
  if (!actionsOk(state, context, player, cost)) return false;
  if (!affordable(state, context, player, cost, state.players[player].hand.length - 1))
    return false;
  return placementOk(state, context, player, uuid, data);
}

/**
 * An activated ability a card in play has: printed on it (on the copied card under a copy
 * effect) or granted by an alteration or a lasting effect. `id` is stable within the card
 * (a granted one is prefixed with the granting stub); `procedure` names its steps.
 */
export interface HeldAbility {
  id: string;
  ability: Ability;
  procedure: string;
}

/** Every activated ability the card has now, printed first, then granted ones. */
export function abilitiesOf(state: GameState, context: EngineContext, uuid: string): HeldAbility[] {
  if (hasNoAbilities(state, context, uuid)) return [];
  const stub = printedStub(state, uuid);
  const printed = (scriptOf(context, stub)?.abilities ?? []).map((ability) => ({
    id: ability.id,
    ability,
    procedure: `card:${stub}:ability:${ability.id}`,
  }));
  const granted = grantedAbilities(state, context, uuid).map((g) => ({
    id: `${g.stub}:${g.ability.id}`,
    ability: g.ability,
    procedure: `card:${g.stub}:granted:${g.ability.id}`,
  }));
  return [...printed, ...granted];
}

/** Abilities of a card in play its controller can activate now. */
export function usableAbilities(
  state: GameState,
  context: EngineContext,
  player: PlayerId,
  uuid: string,
): HeldAbility[] {
  const card = state.cards[uuid];
  if (!card || card.controller !== player) return [];
  if (!['battlefield', 'spellboard', 'phoenixborn', 'attached'].includes(card.zone)) return [];
  const exhausted = isExhausted(state, uuid);
  const q = query(state, context, player, uuid);
  const printedStopped = card.upgrades.some(
    (u) => scriptOf(context, state.cards[u]?.stub ?? '')?.stopsHostsPrintedAbilities === true,
  );
  return abilitiesOf(state, context, uuid).filter(({ ability, procedure }) => {
    if (printedStopped && procedure.includes(':ability:')) return false;
    const cost = abilityCost(q, ability);
    // An exhausted card uses only its inexhaustible abilities, and none that exhausts it.
    if (exhausted && (ability.inexhaustible !== true || cost.exhaust)) return false;
    if (!actionsOk(state, context, player, cost)) return false;
    if (!affordable(state, context, player, cost, state.players[player].hand.length)) return false;
    return ability.usable?.(q) ?? true;
  });
}

/**
 * What a payment is for, as its prompts name it: "Hammer Knight" for a card played,
 * "Dive of Hammer Knight" for an ability.
 */
function paidFor(g: Run): string {
  const card = inst(g.state, String(g.ctx.card));
  const name = cardData(g.context, card.stub).name;
  const ability = g.ctx.ability;
  if (typeof ability !== 'string') return name;
  const held = abilitiesOf(g.state, g.context, card.uuid).find((a) => a.id === ability);
  return held ? `${held.ability.name} of ${name}` : name;
}

/** Whether a payment may still be cancelled: fixed, or asked of the running play. */
type Cancellable = boolean | ((g: Run) => boolean);

function mayCancel(g: Run, cancellable: Cancellable): boolean {
  return typeof cancellable === 'boolean' ? cancellable : cancellable(g);
}

/**
 * A card played from hand by its `~` line answers an event like a reaction: offered only
 * when it can be paid for, and not cancelled once chosen (the window has moved on).
 */
const notFromHand = (g: Run): boolean => g.ctx.fromHand !== true;

/** The dice payment step: ctx.dice gets the chosen die uuids, or CANCEL. */
function payDiceStep(
  costOf: (g: Run) => ParsedCost,
  cancellable: Cancellable,
  extraDice: (g: Run) => DieState[] = () => [],
): Step {
  return (g) => {
    if (g.ctx.dice !== undefined) return g.ctx.dice === CANCEL ? { end: true } : undefined;
    const cost = costOf(g);
    const pool = payingDice(g.state, g.context, g.me, extraDice(g));
    const unique = uniquePayment(cost.dice, pool);
    // Nothing to pay: nothing to confirm.
    if (unique?.length === 0) {
      g.ctx.dice = [];
      return;
    }
    // Every payment waits for Done, however many dice it takes, so that a player confirms
    // (or cancels) one die the same way as three; when only one set of dice can pay, it
    // comes already selected.
    return multi(
      'dice',
      `Pay for ${paidFor(g)}: select dice, then Done`,
      'payDice',
      pool.map((d) => d.uuid),
      {
        diceReq: cost.dice,
        source: g.frame.source,
        selected: unique ? unique.map((d) => d.uuid) : [],
        buttons: mayCancel(g, cancellable) ? [button(CANCEL, 'Cancel')] : [],
      },
    );
  };
}

function payDiscardStep(
  costOf: (g: Run) => ParsedCost,
  exclude: (g: Run) => string | null,
  cancellable: Cancellable = true,
): Step {
  return (g) => {
    const n = costOf(g).discard;
    if (n === 0) return;
    if (g.ctx.discards !== undefined) return g.ctx.discards === CANCEL ? { end: true } : undefined;
    const items = g.state.players[g.me].hand.filter((u) => u !== exclude(g));
    return multi(
      'discards',
      `Pay for ${paidFor(g)}: choose ${n} card(s) to discard`,
      'exactly',
      items,
      {
        params: { count: n },
        buttons: mayCancel(g, cancellable) ? [button(CANCEL, 'Cancel')] : [],
        source: g.frame.source,
      },
    );
  };
}

function spendActions(state: GameState, player: PlayerId, cost: ParsedCost): void {
  const turn = state.turn;
  if (!turn || turn.player !== player) return;
  if (cost.mainOrSide) {
    if (turn.mainAvailable) turn.mainAvailable = false;
    else turn.sideActions -= 1;
    return;
  }
  if (cost.main) turn.mainAvailable = false;
  if (cost.side) turn.sideActions -= 1;
}

/** Exhausts the paid dice, discards the paid cards, spends actions. */
export function payCost(g: Run, cost: ParsedCost): void {
  const { state } = g;
  const dice = Array.isArray(g.ctx.dice) ? g.ctx.dice : [];
  for (const id of dice) {
    const die = state.dice[String(id)] as DieState;
    die.location = 'exhausted';
    // A die paid from a spell (Reimagine) leaves it.
    die.host = null;
    state.players[g.me].stats.diceSpent += 1;
  }
  noteCostPaid(state, g.me, dice.map(String), false);
  const discards = Array.isArray(g.ctx.discards) ? g.ctx.discards : [];
  for (const id of discards) moveCard(state, String(id), 'discard');
  spendActions(state, g.me, cost);
}

function playCost(g: Run): ParsedCost {
  const card = String(g.ctx.card);
  if (g.ctx.fromHand === true) return fromHandCost(g.state, g.context, card);
  if (g.ctx.withoutActions === true) return costWithoutActions(g.state, g.context, card);
  return withExtraDice(
    costOf(g.state, g.context, card),
    Number(g.ctx.x ?? 0),
    xSlotOfCard(g, card),
  );
}

/** A cost of "X [[basic]]" (or X dice of a magic): the player chooses X among the values they can pay. */
const chooseX: Step = (g) => {
  if (g.ctx.x === CANCEL) return { end: true };
  if (g.ctx.x !== undefined) return;
  const id = String(g.ctx.card);
  const data = cardData(g.context, inst(g.state, id).stub);
  const slot = xDiceSlot(data.cost);
  if (!slot) return;
  const base = costOf(g.state, g.context, id);
  const pool = payingDice(g.state, g.context, g.me);
  const values: number[] = [];
  for (let x = 0; x <= pool.length; x++)
    if (canPayDice(withExtraDice(base, x, slot).dice, pool)) values.push(x);
  return choice(
    'x',
    `${data.name}: choose X`,
    [...values.map((x) => button(String(x), `X = ${x}`)), button(CANCEL, 'Cancel')],
    { source: id },
  );
};

/**
 * ctx: card (hand uuid); fromHand when played by its `~` line in a reaction window;
 * withoutActions when an effect plays it at once without its main or side action (Reinforce).
 */
defineProc('playCard', [
  (g) => {
    const id = String(g.ctx.card);
    const data = cardData(g.context, inst(g.state, id).stub);
    const under = playedUnderReadySpell(g.context, data.stub);
    if (data.type !== 'Alteration Spell' && !under) return;
    if (g.ctx.host === CANCEL) return { end: true };
    if (g.ctx.host !== undefined) return;
    const hosts = under
      ? readySpellsToGoUnder(g.state, g.me)
      : alterationHosts(g.state, g.context, g.me, id);
    return choice(
      'host',
      under
        ? `${data.name}: choose a ready spell to place it under`
        : `Choose a host for ${data.name}`,
      [...cardOptions(hosts), ...(notFromHand(g) ? [button(CANCEL, 'Cancel')] : [])],
      {
        source: id,
      },
    );
  },
  chooseX,
  payDiceStep(playCost, notFromHand),
  payDiscardStep(playCost, (g) => String(g.ctx.card), notFromHand),
  (g) => {
    const { state, context } = g;
    const id = String(g.ctx.card);
    const stub = inst(state, id).stub;
    const data = cardData(context, stub);
    payCost(g, playCost(g));
    state.players[g.me].stats.cardsPlayed += 1;
    state.cardLog.push({ id: stub, name: data.name, player: state.players[g.me].name });
    if (g.ctx.fromHand === true) announceFromHand(g, stub);
    else addLog(state, [playerPart(state, g.me), ' plays ', cardPart(context, stub)]);
    let placed: string;
    switch (data.type) {
      case 'Ally':
        placed = moveCard(state, id, 'battlefield');
        state.pendingEvents.push({
          kind: 'cameIntoPlay',
          card: placed,
          stub,
          controller: g.me,
          owner: g.me,
        });
        break;
      case 'Ready Spell':
        placed = playedUnderReadySpell(context, stub)
          ? placeUnderReadySpell(g, id, String(g.ctx.host))
          : moveCard(state, id, 'spellboard');
        state.pendingEvents.push({
          kind: 'readySpellCameIntoPlay',
          card: placed,
          stub,
          controller: g.me,
        });
        break;
      case 'Alteration Spell': {
        // Played (and paid) first; attached by the next step unless the targeting of its
        // host is cancelled (attaching an alteration always targets the host, rules §15).
        placed = moveCard(state, id, 'discard');
        const host = String(g.ctx.host);
        const hostCard = state.cards[host];
        if (hostCard && hostCard.zone === 'battlefield' && hostCard.controller !== g.me)
          state.pendingEvents.push({
            kind: 'unitTargeted',
            card: host,
            controller: hostCard.controller,
            by: g.me,
            byEffect: true,
            frame: state.stack.length - 1,
          });
        break;
      }
      default:
        placed = moveCard(state, id, 'discard');
        if (data.type === 'Action Spell')
          state.pendingEvents.push({
            kind: 'spellPlayed',
            card: placed,
            stub,
            controller: g.me,
            spellType: data.type,
          });
        if (scriptOf(context, stub)?.effect)
          call(
            g,
            `card:${stub}:effect`,
            // The dice paid reach the effect (Meteor counts its divine power dice).
            { paid: g.ctx.dice ?? [], ...(g.ctx.x === undefined ? {} : { x: Number(g.ctx.x) }) },
            g.me,
            placed,
          );
    }
    g.ctx.placed = placed;
  },
  (g) => {
    const { state, context } = g;
    const placed = state.cards[String(g.ctx.placed)];
    const host = state.cards[String(g.ctx.host)];
    if (!placed || placed.zone !== 'discard') return;
    if (cardData(context, placed.stub).type !== 'Alteration Spell') return;
    // A host that left play meanwhile: the alteration stays in the discard pile. A Phoenixborn
    // hosts the alterations placed on it (Change of Heart, Embrace, Gifted Rose, Tranquility).
    if (!host || (host.zone !== 'battlefield' && host.zone !== 'phoenixborn')) return;
    state.players[placed.owner].discard = state.players[placed.owner].discard.filter(
      (u) => u !== placed.uuid,
    );
    placed.zone = 'attached';
    placed.host = host.uuid;
    placed.controller = g.me;
    host.upgrades.push(placed.uuid);
    addLog(state, [
      cardPart(context, placed.stub),
      ' is attached to ',
      cardPart(context, host.stub),
    ]);
    state.pendingEvents.push({
      kind: 'alterationAttached',
      card: placed.uuid,
      stub: placed.stub,
      controller: g.me,
      host: host.uuid,
    });
  },
  (g) => {
    // The action spell's effect has resolved (Copycat answers that).
    const placed = g.state.cards[String(g.ctx.placed)];
    if (!placed || cardData(g.context, placed.stub).type !== 'Action Spell') return;
    if (!scriptOf(g.context, placed.stub)?.effect) return;
    g.state.pendingEvents.push({
      kind: 'effectResolved',
      controller: g.me,
      stub: placed.stub,
      source: placed.uuid,
      procedure: `card:${placed.stub}:effect`,
      what: 'actionSpell',
    });
  },
]);

function activationCost(g: Run): ParsedCost {
  const id = String(g.ctx.card);
  const { ability } = abilityOf(g.state, g.context, id, String(g.ctx.ability));
  const base = abilityCost(query(g.state, g.context, g.me, id), ability);
  return withExtraBasic(base, Number(g.ctx.extraBasic ?? 0));
}

export function abilityOf(
  state: GameState,
  context: EngineContext,
  uuid: string,
  abilityId: string,
): HeldAbility {
  const held = abilitiesOf(state, context, uuid).find((a) => a.id === abilityId);
  if (!held) throw new Error(`No ability ${abilityId}`);
  return held;
}

/** ctx: card (uuid in play), ability (id). */
defineProc('activate', [
  payDiceStep(activationCost, true),
  payDiscardStep(activationCost, () => null),
  (g) => {
    const { state, context } = g;
    const id = String(g.ctx.card);
    const { ability, procedure } = abilityOf(state, context, id, String(g.ctx.ability));
    const cost = activationCost(g);
    payCost(g, cost);
    if (cost.exhaust) exhaust(state, id);
    const stub = inst(state, id).stub;
    state.cardLog.push({
      id: stub,
      name: cardData(context, stub).name,
      player: state.players[g.me].name,
    });
    addLog(state, [
      playerPart(state, g.me),
      ' uses ',
      cardPart(context, stub),
      `: ${ability.name}`,
    ]);
    call(g, procedure, { paid: g.ctx.dice ?? [], extraBasic: g.ctx.extraBasic ?? 0 }, g.me, id);
  },
  (g) => {
    // An activated Phoenixborn ability has resolved (Copycat answers that).
    const id = String(g.ctx.card);
    const card = g.state.cards[id];
    // A unit whose ability destroyed it may be gone from the state by now (Undying's return).
    if (!card || card.zone !== 'phoenixborn') return;
    const held = abilitiesOf(g.state, g.context, id).find((a) => a.id === String(g.ctx.ability));
    if (!held) return;
    const { procedure } = held;
    g.state.pendingEvents.push({
      kind: 'effectResolved',
      controller: g.me,
      stub: card.stub,
      source: id,
      procedure,
      what: 'phoenixbornAbility',
    });
  },
]);

/** A card played by its `~` line: the player's reaction of the turn, announced like one. */
function announceFromHand(g: Run, stub: string): void {
  const { state, context } = g;
  state.players[g.me].limitedPlayed += 1;
  addLog(state, [playerPart(state, g.me), ' plays ', cardPart(context, stub), ' as a reaction']);
  for (const p of opponentsOf(state, g.me))
    alertPlayer(
      g,
      p,
      'Reaction Played',
      `${state.players[g.me].name} plays ${cardData(context, stub).name}`,
      'reaction',
    );
}

/** A reaction spell played from hand in a reaction window. ctx: card, event (index). */
defineProc('playReaction', [
  // Not cancellable: a reaction is offered only when it can be paid for.
  payDiceStep(playCost, false, (g) => reactionDiceOf(g.state, g.context, g.me)),
  // A discard in the cost (Crescendo): the cards other than the reaction itself.
  payDiscardStep(playCost, (g) => String(g.ctx.card), false),
  (g) => {
    const { state, context } = g;
    const id = String(g.ctx.card);
    const stub = inst(state, id).stub;
    payCost(g, playCost(g));
    state.players[g.me].limitedPlayed += 1;
    state.players[g.me].stats.cardsPlayed += 1;
    state.cardLog.push({
      id: stub,
      name: cardData(context, stub).name,
      player: state.players[g.me].name,
    });
    addLog(state, [playerPart(state, g.me), ' plays ', cardPart(context, stub), ' as a reaction']);
    const placed = moveCard(state, id, 'discard');
    state.pendingEvents.push({
      kind: 'spellPlayed',
      card: placed,
      stub,
      controller: g.me,
      spellType: 'Reaction Spell',
    });
    for (const p of opponentsOf(state, g.me))
      alertPlayer(
        g,
        p,
        'Reaction Played',
        `${state.players[g.me].name} plays ${cardData(context, stub).name}`,
        'reaction',
      );
    if (scriptOf(context, stub)?.effect)
      call(g, `card:${stub}:effect`, { event: g.ctx.event ?? null }, g.me, placed);
  },
]);

/** Whether a player can afford a reaction spell's cost now. */
export function canPlayReaction(
  state: GameState,
  context: EngineContext,
  player: PlayerId,
  uuid: string,
): boolean {
  const card = state.cards[uuid];
  if (!card || card.zone !== 'hand') return false;
  if (state.players[player].limitedPlayed >= 1) return false;
  if (reactionSpellsForbidden(state, context)) return false;
  if (reactionSpellsClosedTo(state, player)) return false;
  // The reaction itself leaves the hand, so only the rest of it can pay a discard cost; dice
  // on a spell that pays for reactions (Reimagine) may pay its dice.
  return affordable(
    state,
    context,
    player,
    costOf(state, context, uuid),
    state.players[player].hand.length - 1,
    reactionDiceOf(state, context, player),
  );
}
