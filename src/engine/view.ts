/**
 * Per-recipient views. Hidden information never leaves the engine: the opponent's hand
 * and every deck appear only as counts or facedown placeholders with throwaway uuids; a
 * player sees their own deck only while a prompt asks them to pick from it.
 */
import type {
  CardView,
  ClockView,
  DieView,
  GameView,
  PhaseName,
  PlayerView,
} from '../protocol/game-view';
import { attackValue, inst, lifeValue, recoverValue } from './cardinfo';
import { cardsUnderneath } from './ops';
import { altMenu, imageStubOf } from './alt-arts';
import { cardMenu } from './card-menu';
import { clockRunner, secondsShown } from './clock';
import { cardData } from './context';
import { dieMenu } from './manual-dice';
import type { EngineContext } from './context';
import { openOptions } from './decisions';
import { viewMessage } from './view-messages';
import type { DecisionOption, GameState, PlayerId } from './state';
import { playersOf, seatOf } from './sides';
import { effectsOn } from './lasting';
import { effectCounters } from './view-counters';
import { promptFor } from './view-prompt';

function viewerId(state: GameState, viewer: string | null): PlayerId | null {
  return seatOf(state, viewer) ?? null;
}

function openFor(state: GameState, context: EngineContext, me: PlayerId | null): DecisionOption[] {
  const decision = state.decision;
  if (!decision || me === null || decision.player !== me) return [];
  return openOptions(state, context, decision);
}

interface Ctx {
  state: GameState;
  context: EngineContext;
  me: PlayerId | null;
  selectable: Set<string>;
  selected: Set<string>;
  /** Attached dice by host uuid. */
  diceOn: Map<string, string[]>;
  /** Dice rolled or changed by the last command. */
  newDice: Set<string>;
}

function dieView(c: Ctx, id: string): DieView {
  const die = c.state.dice[id];
  if (!die) throw new Error(`No die ${id}`);
  const view: DieView = {
    uuid: die.uuid,
    magic: die.magic,
    level: die.level,
    exhausted: die.location === 'exhausted',
    location: die.location === 'attached' ? (die.host ?? 'attached') : die.location,
    selectable: c.selectable.has(id),
    selected: c.selected.has(id),
    ...(c.newDice.has(id) ? { new: true } : {}),
  };
  const menu = dieMenu(c.state, c.me, id, c.selectable.has(id));
  if (menu.length > 0) view.menu = menu;
  return view;
}

function cardView(c: Ctx, uuid: string): CardView {
  const { state, context } = c;
  const card = inst(state, uuid);
  const data = cardData(context, card.stub);
  const view: CardView = {
    uuid,
    id: card.stub,
    code: card.stub,
    name: data.name,
    type: data.type,
    imageStub: imageStubOf(state, card, data.imageStub),
    facedown: false,
    selectable: c.selectable.has(uuid),
    selected: c.selected.has(uuid),
    isConjuration: data.type === 'Conjuration' || data.type === 'Conjured Alteration Spell',
    tokens: { ...card.tokens },
    upgrades: card.upgrades.map((u) => cardView(c, u)),
    childCards: underneathView(c, uuid),
    dieUpgrades: (c.diceOn.get(uuid) ?? []).map((d) => dieView(c, d)),
    exhausted: card.tokens.exhaustion > 0,
    owner: state.players[card.owner].name,
    controller: state.players[card.controller].name,
  };
  if (card.zone === 'battlefield') {
    view.attack = attackValue(state, context, uuid);
    view.life = lifeValue(state, context, uuid);
    view.recover = recoverValue(state, context, uuid);
    const counters = effectCounters(effectsOn(state, uuid));
    if (counters.length > 0) view.counters = counters;
  }
  if (card.zone === 'spellboard') view.cardSlot = card.stub;
  const menu = [...altMenu(state, card, c.me), ...cardMenu(state, context, card, c.me)];
  if (menu.length > 0) view.menu = menu;
  if (
    card.zone === 'hand' &&
    c.me === card.owner &&
    state.decision?.player === c.me &&
    state.decision.key === 'action'
  ) {
    // The turn prompt already lists exactly the playable hand cards.
    view.canPlay = c.selectable.has(uuid);
  }
  return view;
}

/** Cards face down under this one: their owner sees them, everyone else a card back. */
function underneathView(c: Ctx, uuid: string): CardView[] {
  return cardsUnderneath(c.state, uuid).flatMap((under, i) =>
    c.state.cards[under]?.owner === c.me
      ? [cardView(c, under)]
      : hiddenCards(`${uuid}-under-${i}`, 1),
  );
}

function hiddenCards(prefix: string, count: number): CardView[] {
  return Array.from({ length: count }, (_, i) => ({
    uuid: `${prefix}-${i}`,
    facedown: true,
    selectable: false,
    tokens: {},
    upgrades: [],
    childCards: [],
    dieUpgrades: [],
  }));
}

function playerView(c: Ctx, p: PlayerId, options: DecisionOption[]): PlayerView {
  const { state, context } = c;
  const player = state.players[p];
  const pbCard = inst(state, player.phoenixborn);
  // A spectator (no seat: `me` is null) sees hands when the game allows it; the opponent never.
  const showHand = c.me === p || (c.me === null && state.showHandsToSpectators === true);
  // The owner sees deck cards only while picking from them (first five, searches).
  const deckVisible =
    c.me === p &&
    state.decision?.player === p &&
    options.some((o) => o.kind === 'card' && state.cards[o.value]?.zone === 'deck');
  const turn = state.turn;
  const pb = cardView(c, player.phoenixborn);
  const promptState = promptFor(c.state, c.context, c.me, p, options);
  return {
    name: player.name,
    id: player.name,
    activePlayer: (turn?.player ?? state.firstPlayer) === p,
    firstPlayer: state.firstPlayer === p,
    stats: {
      diceSpent: player.stats.diceSpent,
      cardsPlayed: player.stats.cardsPlayed,
      wounds: pbCard.tokens.damage,
    },
    actions: {
      main: turn?.player === p ? turn.mainAvailable : false,
      side: turn?.player === p ? turn.sideActions : 0,
    },
    clock: clockView(state, p),
    phoenixborn: {
      ...pb,
      life: lifeValue(state, context, player.phoenixborn),
      tokens: { ...pbCard.tokens },
    },
    dice: player.dice.map((d) => dieView(c, d)),
    numDeckCards: player.deck.length,
    cardPiles: {
      cardsInPlay: player.battlefield.map((u) => cardView(c, u)),
      discard: player.discard.map((u) => cardView(c, u)),
      hand: showHand
        ? player.hand.map((u) => cardView(c, u))
        : hiddenCards(`${p}-hand`, player.hand.length),
      purged: player.purged.map((u) => cardView(c, u)),
      spells: player.spellboard.map((u) => cardView(c, u)),
      // While picking from the draw pile its popup groups the cards by type; otherwise the
      // pile is left out altogether (numDeckCards counts it).
      ...(deckVisible
        ? {
            deck: player.deck.map((u) => {
              const card = cardView(c, u);
              return card.type ? { ...card, group: card.type } : card;
            }),
          }
        : {}),
      archives: player.archives.map((u) => cardView(c, u)),
    },
    promptState,
    selectCard: promptState.selectCard,
    optionSettings: { ...player.optionSettings },
    limitedPlayed: player.limitedPlayed,
    totalDiceSpend: player.stats.diceSpent,
    totalCardsPlayed: player.stats.cardsPlayed,
    // The first five stays private until the game is over: those cards may still be in hand.
    firstFive:
      c.me === p || state.phase === 'gameover'
        ? player.firstFive.map((stub) => cardData(context, stub).name)
        : [],
    diceHistory: player.diceHistory.map((h) => ({
      round: h.round,
      dice: h.dice.map((d) => ({ ...d })),
    })),
    left: player.left,
    disconnected: false,
    awol: false,
    inspectionCard: c.me === p ? player.inspectionCard : null,
    // Only the recipient's own prompt can offer their draw pile as a choice.
    canSelectDeck: c.me === p && options.some((o) => o.kind === 'button' && o.pile === 'deck'),
  };
}

/**
 * A player's clock at the moment of the state: chess shows their own time, counting down
 * only while the game waits on them; a timer shows the game's clock to both.
 */
function clockView(state: GameState, p: PlayerId): ClockView {
  const clock = state.clock;
  const over = state.phase === 'gameover';
  const base = {
    type: clock.type,
    mainTime: clock.seconds,
    periods: 0,
    timePeriod: 0,
    stateId: state.version,
  };
  if (clock.type === 'timer') {
    const left = secondsShown(clock.gameLeft ?? clock.seconds);
    return { ...base, mode: over ? 'stop' : 'down', secondsLeft: left, timeLeft: left };
  }
  if (clock.type === 'chess') {
    const runs = !over && clockRunner(state) === p;
    const left = secondsShown(state.players[p].clockSeconds);
    return { ...base, mode: runs ? 'down' : 'stop', secondsLeft: left, timeLeft: left };
  }
  return { ...base, mode: 'stop', secondsLeft: 0, timeLeft: 0 };
}

function phaseName(state: GameState): PhaseName {
  return state.phase;
}

/** The view of the game for one player (by username) or, with null, for spectators. */
export function viewFor(state: GameState, context: EngineContext, viewer: string | null): GameView {
  const me = viewerId(state, viewer);
  const options = openFor(state, context, me);
  const c: Ctx = {
    state,
    context,
    me,
    selectable: new Set(options.filter((o) => o.kind !== 'button').map((o) => o.value)),
    selected: new Set(state.decision?.player === me ? (state.decision?.selected ?? []) : []),
    diceOn: new Map(),
    newDice: new Set(state.newDice ?? []),
  };
  for (const die of Object.values(state.dice)) {
    if (die.host) c.diceOn.set(die.host, [...(c.diceOn.get(die.host) ?? []), die.uuid]);
  }
  const players: Record<string, PlayerView> = {};
  for (const p of playersOf(state)) players[state.players[p].name] = playerView(c, p, options);
  const attack = state.attack;
  const waitingOn = state.decision?.player ?? null;
  return {
    version: state.version,
    started: true,
    winner: state.winner ? state.players[state.winner].name : null,
    winReason: state.winReason,
    finishedAt: state.finishedAt,
    isReplay: false,
    solo: false,
    manualMode: state.manualMode,
    round: state.round,
    currentPhase: phaseName(state),
    activePlayerTurn: waitingOn ? state.players[waitingOn].name : null,
    attack: attack
      ? {
          attackingPlayer: state.players[attack.attacker].name,
          target: attack.target,
          isPhoenixbornAttack: attack.isPhoenixbornAttack,
          battles: attack.battles
            .filter((b) => !b.resolved)
            .map((b) => ({ attacker: b.attacker, target: b.target, guard: b.blocker ?? b.guard })),
        }
      : null,
    messages: state.log.map(viewMessage),
    cardLog: state.cardLog.map((e) => ({ ...e })),
    muteSpectators: state.muteSpectators,
    owner: state.owner,
    players,
    viewer: me ? state.players[me].name : null,
  };
}
