/**
 * Triggered abilities and reaction windows. After every step the machine turns the events
 * raised by that step into an 'events' frame: forced and optional triggers of cards resolve
 * first (active player's first), then each player in turn may play one reaction spell.
 *
 * Over 400 lines on purpose: collecting triggers, ordering them and the reaction windows that
 * answer events are one procedure whose steps share their context; splitting it would scatter
 * one rule across files.
 */
import { scriptOf } from './context';
import { keywordTrigger, keywordsListeningTo } from './cards/keywords';
import type { Keyword } from './cards/keywords';
import { ACT_TRIGGER_EVENTS } from './event-kinds';
import { answers } from './cards/api/types';
import type { Trigger } from './cards/api/types';
import {
  inst,
  isExhausted,
  hasNoAbilities,
  keyword,
  allUnits,
  lifeValue,
  printedStub,
} from './cardinfo';
import type { EngineContext } from './context';
import { cardData } from './context';
import { SKIP, button, cardOptions, choice } from './decisions';
import { addLog, cardPart, playerPart } from './log';
import { destroyUnit, isInPlay } from './ops';
import './held-damage';
import { canPlayReaction, query } from './play';
import { canPlayFromHandOn } from './reaction-plays';
import { optionOn } from './options';
import { addAfterStep, call, defineProc, makeFrame } from './runner';
import type { Run } from './runner';
import { lastSideStanding, leadPlayer, turnOrderFrom } from './sides';
import type { GameEvent, GameState, Json, PlayerId } from './state';

export function activePlayer(state: GameState): PlayerId {
  return state.turn?.player ?? state.firstPlayer ?? leadPlayer(state);
}

/**
 * A card whose triggers may answer an event: `uuid` the card answering (`self`), `stub` the
 * script whose triggers it uses; `granted` when they are the ones the alteration `stub` gives
 * its host `uuid`.
 */
interface Candidate {
  uuid: string;
  stub: string;
  controller: PlayerId;
  fromEvent: boolean;
  granted?: true;
}

/** Cards whose triggers may answer an event, with their controllers. */
function candidates(state: GameState, context: EngineContext, event: GameEvent): Candidate[] {
  const list: Candidate[] = [];
  // Asked for every event: a card is a candidate only when its triggers (or a keyword's,
  // for units) answer this kind of event.
  const keywordsListen = keywordsListeningTo(event.kind).length > 0;
  for (const card of Object.values(state.cards)) {
    if (!isInPlay(state, card.uuid)) continue;
    // A copy answers with the copied card's printed triggers (lasting.ts, step 1).
    const stub = printedStub(state, card.uuid);
    const listens =
      context.cards.listensTo(stub, event.kind) || (keywordsListen && card.zone === 'battlefield');
    if (listens)
      list.push({ uuid: card.uuid, stub, controller: card.controller, fromEvent: false });
    // An alteration's granted triggers answer as its host's, for the host's controller.
    const host = card.zone === 'attached' && card.host ? state.cards[card.host] : undefined;
    if (host && context.cards.grantsTriggerOn(card.stub, event.kind))
      list.push({
        uuid: host.uuid,
        stub: card.stub,
        controller: host.controller,
        fromEvent: false,
        granted: true,
      });
  }
  if (
    (event.kind === 'destroyed' || event.kind === 'unitDestroyedByAttack') &&
    event.card &&
    event.stub &&
    event.controller
  ) {
    // The destroyed card and its alterations have left play but their "when destroyed" lines
    // still fire (and "after this unit is destroyed as a result of an attack": Ash Spirit).
    if (!event.noAbilities)
      list.push({
        uuid: event.card,
        stub: event.stub,
        controller: event.controller,
        fromEvent: true,
      });
    for (const stub of event.upgradeStubs ?? [])
      list.push({ uuid: event.card, stub, controller: event.controller, fromEvent: true });
  }
  return list;
}

export interface TriggerRef {
  source: string;
  stub: string;
  /** The trigger's id on its card: its name, stable when a script's triggers are reordered. */
  id: string;
  /** A keyword's trigger (Overkill 2): the keyword and its value on the card. */
  keyword?: { name: Keyword; value: number };
  /** A trigger the alteration `stub` gives its host `source`. */
  granted?: true;
  controller: PlayerId;
  event: number;
}

function triggerOf(context: EngineContext, ref: TriggerRef): Trigger | undefined {
  if (ref.keyword) return keywordTrigger(ref.keyword.name, ref.keyword.value);
  const script = scriptOf(context, ref.stub);
  const list = ref.granted ? script?.grantedTriggers : script?.triggers;
  return list?.find((t) => t.name === ref.id);
}

function triggerProc(ref: TriggerRef): string {
  if (ref.keyword) return `keyword:${ref.keyword.name}:${ref.keyword.value}`;
  return `card:${ref.stub}:${ref.granted ? 'grantedTrigger' : 'trigger'}:${ref.id}`;
}

interface CardTrigger {
  trigger: Trigger;
  keyword?: { name: Keyword; value: number };
}

const NO_TRIGGERS: readonly CardTrigger[] = [];

/**
 * A card's triggers on this kind of event: its script's, then those of keywords it has now
 * (granted or copied too). Asked for every card in play on every event, so it allocates
 * nothing when the card has none.
 */
function triggersOfCard(
  state: GameState,
  context: EngineContext,
  { uuid, stub, fromEvent, granted }: Candidate,
  kind: GameEvent['kind'],
): readonly CardTrigger[] {
  if (granted)
    return (scriptOf(context, stub)?.grantedTriggers ?? [])
      .filter((t) => t.event === kind)
      .map((trigger) => ({ trigger }));
  const own = scriptOf(context, stub)?.triggers;
  const keywords =
    fromEvent || state.cards[uuid]?.zone !== 'battlefield' ? [] : keywordsListeningTo(kind);
  if (!own?.length && keywords.length === 0) return NO_TRIGGERS;
  const list: CardTrigger[] = [];
  for (const trigger of own ?? []) if (trigger.event === kind) list.push({ trigger });
  for (const name of keywords) {
    const value = keyword(state, context, uuid, name);
    const trigger = value > 0 ? keywordTrigger(name, value) : undefined;
    if (trigger) list.push({ trigger, keyword: { name, value } });
  }
  return list;
}

function triggerActive(
  state: GameState,
  context: EngineContext,
  uuid: string,
  trigger: Trigger,
  fromEvent: boolean,
): boolean {
  if (fromEvent) return true;
  if (state.cards[uuid]?.zone === 'battlefield' && hasNoAbilities(state, context, uuid))
    return false;
  return trigger.inexhaustible === true || !isExhausted(state, uuid);
}

export function collectTriggers(
  state: GameState,
  context: EngineContext,
  events: GameEvent[],
  kinds: readonly string[],
): TriggerRef[] {
  const found: TriggerRef[] = [];
  events.forEach((event, eventIndex) => {
    for (const c of candidates(state, context, event)) {
      for (const { trigger, keyword: kw } of triggersOfCard(state, context, c, event.kind)) {
        if (!kinds.includes(trigger.event) || trigger.event !== event.kind) continue;
        if (!triggerActive(state, context, c.uuid, trigger, c.fromEvent)) continue;
        if (!answers(trigger, query(state, context, c.controller, c.uuid), event)) continue;
        found.push({
          source: c.uuid,
          stub: c.stub,
          id: kw ? `${kw.name}:${kw.value}` : trigger.name,
          ...(kw ? { keyword: kw } : {}),
          ...(c.granted ? { granted: true } : {}),
          controller: c.controller,
          event: eventIndex,
        });
      }
    }
  });
  const first = activePlayer(state);
  return [
    ...found.filter((t) => t.controller === first),
    ...found.filter((t) => t.controller !== first),
  ];
}

function toJson(value: unknown): Json {
  return JSON.parse(JSON.stringify(value)) as Json;
}

function eventsOf(ctx: Record<string, Json>): GameEvent[] {
  return (Array.isArray(ctx.events) ? ctx.events : []) as unknown[] as GameEvent[];
}

/** The step of 'events' that opens the reaction windows. */
const REACTION_WINDOWS_STEP = 3;

/** ctx: events, queue (trigger refs), window (reaction windows done). */
defineProc('events', [
  (g) => {
    for (const event of eventsOf(g.ctx)) {
      if (event.kind === 'pbDamage' && event.controller)
        call(g, 'pbDamage', { event: toJson(event) }, event.controller);
      if (event.kind === 'unitAttackDamage' || event.kind === 'unitDamage')
        call(g, event.kind, { event: toJson(event) }, event.controller);
    }
  },
  (g) => {
    g.ctx.queue = toJson(collectTriggers(g.state, g.context, eventsOf(g.ctx), ACT_TRIGGER_EVENTS));
  },
  (g) => {
    const queue = (Array.isArray(g.ctx.queue) ? g.ctx.queue : []) as unknown[] as TriggerRef[];
    const head = queue[0];
    if (!head) return;
    // orderForcedAbilities: a player with several simultaneous triggers picks their order.
    const mine = queue.filter((t) => t.controller === head.controller);
    let index = 0;
    if (mine.length > 1 && optionOn(g.state, head.controller, 'orderForcedAbilities')) {
      const picked = g.ctx.order;
      if (picked === undefined)
        return choice(
          'order',
          'Choose which ability resolves first',
          mine.map((t, i) => button(String(i), triggerLabel(g.context, t), t.stub)),
          { player: head.controller },
        );
      delete g.ctx.order;
      index = Math.min(mine.length - 1, Math.max(0, Number(picked)));
    }
    const [next] = queue.splice(index, 1);
    g.ctx.queue = toJson(queue);
    if (!next) return;
    const event = eventsOf(g.ctx)[next.event];
    call(
      g,
      'trigger',
      { ref: toJson(next), event: toJson(event ?? null) },
      next.controller,
      next.source,
    );
    return { goto: 2 };
  },
  // A reaction window for each seat in turn order from the active player; this step repeats
  // (ctx.window counts the seats done) until every seat has had theirs.
  (g) => {
    const index = typeof g.ctx.window === 'number' ? g.ctx.window : 0;
    const player = turnOrderFrom(g.state, activePlayer(g.state))[index];
    if (player === undefined) return;
    const asked = reactionWindow(g.state, g.context, g.ctx, player, `window${index}`, g);
    if (asked) return asked;
    g.ctx.window = index + 1;
    return { goto: REACTION_WINDOWS_STEP };
  },
]);

function triggerLabel(context: EngineContext, ref: TriggerRef): string {
  const trigger = triggerOf(context, ref);
  return `${cardData(context, ref.stub).name}: ${trigger?.name ?? ''}`;
}

/**
 * dontIceTrapOwnUnits: a reaction to a unit coming into play (Ice Trap and the like) is not
 * offered for a unit its player controls.
 */
function spareOwnUnit(state: GameState, player: PlayerId, event: GameEvent): boolean {
  return (
    event.kind === 'cameIntoPlay' &&
    event.controller === player &&
    optionOn(state, player, 'dontIceTrapOwnUnits')
  );
}

/** A hand card a reaction window offers: a reaction spell, or a card with a `~` line. */
interface ReactionOption {
  card: string;
  event: number;
  fromHand: boolean;
}

function reactionOptions(
  state: GameState,
  context: EngineContext,
  player: PlayerId,
  events: GameEvent[],
): ReactionOption[] {
  const result: ReactionOption[] = [];
  if (state.phase !== 'playerturns' || state.winner) return result;
  for (const uuid of state.players[player].hand) {
    const stub = inst(state, uuid).stub;
    const reaction = scriptOf(context, stub)?.reaction;
    if (reaction && canPlayReaction(state, context, player, uuid)) {
      const index = events.findIndex(
        (e) =>
          !spareOwnUnit(state, player, e) &&
          answers(reaction, query(state, context, player, uuid), e),
      );
      if (index >= 0) result.push({ card: uuid, event: index, fromHand: false });
      continue;
    }
    const index = events.findIndex((e) => canPlayFromHandOn(state, context, player, uuid, e));
    if (index >= 0) result.push({ card: uuid, event: index, fromHand: true });
  }
  return result;
}

function reactionWindow(
  state: GameState,
  context: EngineContext,
  ctx: Record<string, Json>,
  player: PlayerId,
  key: string,
  g: Run,
) {
  const events = eventsOf(ctx);
  const answerValue = ctx[key];
  if (answerValue !== undefined) {
    if (typeof answerValue === 'string' && answerValue !== SKIP) {
      const option = reactionOptions(state, context, player, events).find(
        (o) => o.card === answerValue,
      );
      if (option?.fromHand)
        call(g, 'playCard', { card: option.card, fromHand: true }, player, option.card);
      else if (option)
        call(
          g,
          'playReaction',
          { card: option.card, event: toJson(events[option.event] ?? null) },
          player,
          option.card,
        );
    }
    return;
  }
  const options = reactionOptions(state, context, player, events);
  if (options.length === 0) return;
  return choice(
    key,
    'Play a reaction spell?',
    [...cardOptions(options.map((o) => o.card)), { ...button(SKIP, 'Pass'), timer: true }],
    { player },
  );
}

/** ctx: ref, event, use (optional answer). */
defineProc('trigger', [
  (g) => {
    const ref = g.ctx.ref as unknown as TriggerRef;
    const trigger = triggerOf(g.context, ref);
    if (!trigger) return { end: true };
    if (!trigger.optional) return;
    // alwaysGroupTactics: Group Tactics is used without asking.
    if (trigger.groupTactics && optionOn(g.state, ref.controller, 'alwaysGroupTactics')) return;
    if (g.ctx.use === 'no') return { end: true };
    if (g.ctx.use === 'yes') return;
    return choice(
      'use',
      `Use ${trigger.name} of ${cardData(g.context, ref.stub).name}?`,
      [button('yes', 'Yes'), button('no', 'No')],
      {
        source: ref.source,
      },
    );
  },
  (g) => {
    const ref = g.ctx.ref as unknown as TriggerRef;
    const trigger = triggerOf(g.context, ref);
    if (!trigger) return;
    // An aspect's trigger often bears the card's own name (Whiplash): name it once.
    const named = trigger.name === cardData(g.context, ref.stub).name ? [] : [` ${trigger.name}`];
    addLog(g.state, [cardPart(g.context, ref.stub), ...named]);
    call(g, triggerProc(ref), { event: g.ctx.event ?? null }, ref.controller, ref.source);
  },
]);

/** After every step: destroy units with lethal wounds, check for a winner, open event frames. */
addAfterStep((state, context) => {
  for (let changed = true; changed;) {
    changed = false;
    for (const uuid of allUnits(state)) {
      const card = inst(state, uuid);
      if (card.tokens.damage >= lifeValue(state, context, uuid)) {
        const hit = card.lastHit;
        destroyUnit(state, context, uuid, {
          by: hit?.by ?? null,
          byEffect: hit?.byEffect ?? false,
          attacker: hit?.attacker ?? null,
        });
        changed = true;
      }
    }
  }
  // Seats whose Phoenixborn is destroyed fall, counted from the active player: when both
  // fall at once, the active player's side falls first and the other side is left standing.
  const fallen: PlayerId[] = [];
  for (const player of turnOrderFrom(state, activePlayer(state))) {
    const pb = state.players[player].phoenixborn;
    if (inst(state, pb).tokens.damage < lifeValue(state, context, pb)) continue;
    fallen.push(player);
    const winner = lastSideStanding(state, fallen);
    if (winner === null) continue;
    state.winner = winner;
    state.winReason = 'Phoenixborn destroyed';
    state.phase = 'gameover';
    addLog(state, [
      { alert: { type: 'success', message: [playerPart(state, winner), ' has won the game'] } },
    ]);
    state.stack = [];
    state.decision = null;
    return;
  }
  // An alert announcing the step (an attack) is shown before the events it raised resolve.
  if (state.pendingEvents.length > 0 && state.stack.at(-1)?.proc !== 'alert') {
    const events = state.pendingEvents.splice(0);
    state.stack.push(makeFrame('events', activePlayer(state), { events: toJson(events) }));
  }
});

export { toJson };
