/**
 * Attacks: declaring attackers (a Phoenixborn attack with any number of units, a unit
 * attack with exactly one), blocks and guards, and battles one at a time (counter, Quick
 * Strike, damage, exhaustion).
 *
 * Over 400 lines on purpose: declaring attackers, blocks and guards, and resolving each battle
 * are the steps of one procedure (rules digest section 12) that share the attack state.
 */
import {
  attackValue,
  damageValue,
  inst,
  isExhausted,
  keyword,
  lifeValue,
  attackableBy,
} from './cardinfo';
import type { EngineContext } from './context';
import { CANCEL, DONE, button, cardOptions, choice, multi } from './decisions';
import { addLog, cardPart, playerPart } from './log';
import { dealDamage, exhaust, isInPlay } from './ops';
import { alertPlayer } from './alerts';
import { can } from './lasting';
import type { Action } from './lasting';
import { cardData } from './context';
import { call, defineProc } from './runner';
import { opponentsOf } from './sides';
import type { Run } from './runner';
import type { AttackState, Battle, GameState, PlayerId } from './state';
import { hasMain } from './turn-state';
import { raiseDeclared } from './declarations';
import type { Declaration } from './declarations';
import { liftUnallowedUnseenBlocks, unseenForbidsBlock } from './unseen';
import { diceOnCard } from './spell-dice';
import { isCharged } from './ascendancy-dice';

/** A unit still in a battle: in play and not exhausted. */
function readyUnit(state: GameState, uuid: string): boolean {
  return state.cards[uuid]?.zone === 'battlefield' && !isExhausted(state, uuid);
}

/**
 * Whether a unit may be declared as an attacker: ready, no "cannot attack" on it, and not
 * Dormant unless charged ("This unit cannot attack unless it is charged").
 */
export function canAttack(state: GameState, context: EngineContext, uuid: string): boolean {
  return (
    readyUnit(state, uuid) &&
    can(state, context, uuid, 'attack') &&
    (keyword(state, context, uuid, 'dormant') === 0 || isCharged(state, uuid))
  );
}

export function attackersOf(state: GameState, context: EngineContext, player: PlayerId): string[] {
  return state.players[player].battlefield.filter((u) => canAttack(state, context, u));
}

/**
 * Whether this attacker's attack may target that unit: Charming ("cannot be targeted by
 * attacks from units with a charm die on them") keeps out attackers with a charm die attached.
 */
function mayAttackUnitWith(
  state: GameState,
  context: EngineContext,
  target: string,
  attacker: string,
): boolean {
  if (keyword(state, context, target, 'charming') === 0) return true;
  return !Object.values(state.dice).some(
    (d) => d.location === 'attached' && d.host === attacker && d.magic === 'charm',
  );
}

/** The units that may attack this unit. */
function attackersOfUnit(
  state: GameState,
  context: EngineContext,
  player: PlayerId,
  target: string,
): string[] {
  return attackersOf(state, context, player).filter((a) =>
    mayAttackUnitWith(state, context, target, a),
  );
}

/**
 * Targets for a unit attack: units of every opposing side the player's attacks may target
 * (not Concealed, not "cannot be attacked").
 */
export function unitAttackTargets(
  state: GameState,
  context: EngineContext,
  player: PlayerId,
): string[] {
  return opponentsOf(state, player)
    .flatMap((p) => state.players[p].battlefield)
    .filter(
      (u) =>
        attackableBy(state, context, u, player) &&
        attackersOfUnit(state, context, player, u).length > 0,
    );
}

/** The Phoenixborns a Phoenixborn attack may target: one for each opposing seat. */
function phoenixbornTargets(state: GameState, player: PlayerId): string[] {
  return opponentsOf(state, player).map((p) => state.players[p].phoenixborn);
}

export function canAttackPb(state: GameState, context: EngineContext, player: PlayerId): boolean {
  return (
    hasMain(state, player) &&
    attackersOf(state, context, player).length > 0 &&
    phoenixbornTargets(state, player).length > 0
  );
}

export function canAttackUnit(state: GameState, context: EngineContext, player: PlayerId): boolean {
  return (
    hasMain(state, player) &&
    attackersOf(state, context, player).length > 0 &&
    unitAttackTargets(state, context, player).length > 0
  );
}

/** Restrictions shared by blocking and guarding (section 12.4). */
export function mayDefendAgainst(
  state: GameState,
  context: EngineContext,
  defender: string,
  attacker: string,
  as: Action = 'block',
): boolean {
  if (isExhausted(state, defender)) return false;
  if (!can(state, context, defender, as)) return false;
  if (keyword(state, context, attacker, 'bypass') > 0) return false;
  if (as === 'block' && !can(state, context, attacker, 'beBlocked')) return false;
  if (as === 'block' && unseenForbidsBlock(state, context, attacker)) return false;
  if (keyword(state, context, attacker, 'arrogance') > 0 && hasCharmDie(state, defender))
    return false;
  const gigantic = keyword(state, context, attacker, 'gigantic');
  if (gigantic > 0 && lifeValue(state, context, defender) <= gigantic) return false;
  const terrifying = keyword(state, context, attacker, 'terrifying');
  if (terrifying > 0 && attackValue(state, context, defender) <= terrifying) return false;
  return true;
}

/** A unit with a charm die on it (Arrogance keeps it from blocking or guarding). */
function hasCharmDie(state: GameState, unit: string): boolean {
  return diceOnCard(state, unit).some((die) => die.magic === 'charm');
}

function attackOf(state: GameState): AttackState {
  if (!state.attack) throw new Error('No attack in progress');
  return state.attack;
}

function declare(
  state: GameState,
  context: EngineContext,
  player: PlayerId,
  attackers: string[],
  target: string,
  isPb: boolean,
  spendsMain = true,
): void {
  if (spendsMain && state.turn) state.turn.mainAvailable = false;
  state.attack = {
    attacker: player,
    // The attacked card's controller defends (the opposing seat whose Phoenixborn or unit it is).
    defender: inst(state, target).controller,
    isPhoenixbornAttack: isPb,
    target,
    battles: attackers.map((a) => ({
      attacker: a,
      target,
      blocker: null,
      guard: null,
      resolved: false,
    })),
  };
  addLog(state, [
    playerPart(state, player),
    ' attacks ',
    cardPart(context, inst(state, target).stub),
    ' with ',
    ...attackers.flatMap((a, i) => [
      ...(i > 0 ? [', '] : []),
      cardPart(context, inst(state, a).stub),
    ]),
  ]);
  for (const a of attackers)
    state.pendingEvents.push({ kind: 'attackersDeclared', card: a, controller: player });
  raiseDeclared(
    state,
    attackers.map((a) => ({ card: a, controller: player, as: 'attacker', attacker: a, target })),
  );
}

/** The defender's timed alert: "PB ATTACK!" or "UNIT ATTACK!". */
function alertAttack(g: Run): void {
  const attack = attackOf(g.state);
  const target = cardData(g.context, inst(g.state, attack.target).stub).name;
  alertPlayer(
    g,
    attack.defender,
    attack.isPhoenixbornAttack ? 'PB ATTACK!' : 'UNIT ATTACK!',
    `${target} is being attacked`,
    'attack',
  );
}

/** Attackers that dropped out (left play or exhausted) before blocks no longer battle. */
function dropFallenAttackers(state: GameState): void {
  const attack = attackOf(state);
  for (const b of attack.battles) if (!readyUnit(state, b.attacker)) b.resolved = true;
}

defineProc('attackPb', [
  (g) => {
    const attackers = g.ctx.attackers;
    if (attackers === CANCEL || g.ctx.target === CANCEL) return { end: true };
    if (attackers !== undefined) return;
    // Facing more than one opposing seat, the attacker first picks whose Phoenixborn.
    const targets = phoenixbornTargets(g.state, g.me);
    if (g.ctx.target === undefined && targets.length > 1)
      return choice('target', 'Choose a Phoenixborn to attack', [
        ...cardOptions(targets),
        button(CANCEL, 'Cancel'),
      ]);
    return multi(
      'attackers',
      'Choose attackers',
      'nonEmpty',
      attackersOf(g.state, g.context, g.me),
      {
        buttons: [button(CANCEL, 'Cancel')],
      },
    );
  },
  (g) => {
    const list = (Array.isArray(g.ctx.attackers) ? g.ctx.attackers : []).map(String);
    const [onlyTarget] = phoenixbornTargets(g.state, g.me);
    const target = typeof g.ctx.target === 'string' ? g.ctx.target : onlyTarget;
    if (target === undefined) return { end: true };
    // An ability that takes an Attack action for its own cost (Serve the City) spends no main action.
    declare(g.state, g.context, g.me, list, target, true, g.ctx.byAbility !== true);
    alertAttack(g);
  },
  (g) => {
    dropFallenAttackers(g.state);
    // With every attacker gone (exhausted, left play, no longer attacking) there is nothing to block.
    const attack = attackOf(g.state);
    if (attack.battles.some((b) => !b.resolved)) call(g, 'blockers', {}, attack.defender);
  },
  (g) => call(g, 'resolveBattles'),
  (g) => {
    g.state.attack = null;
  },
]);

defineProc('attackUnit', [
  (g) => {
    if (g.ctx.target === CANCEL) return { end: true };
    if (g.ctx.target !== undefined) return;
    // Taken by an ability (Charge), the attack was paid for: it is not cancelled.
    const cancel = g.ctx.byAbility === true ? [] : [button(CANCEL, 'Cancel')];
    return choice(
      'target',
      'Choose a unit to attack',
      [...cardOptions(unitAttackTargets(g.state, g.context, g.me)), ...cancel],
      { source: g.frame.source },
    );
  },
  (g) => {
    if (g.ctx.attacker === CANCEL) return { end: true };
    if (g.ctx.attacker !== undefined) return;
    return choice('attacker', 'Choose the attacker', [
      ...cardOptions(attackersOfUnit(g.state, g.context, g.me, String(g.ctx.target))),
      button(CANCEL, 'Cancel'),
    ]);
  },
  (g) => {
    // An ability that takes an Attack action for its own cost (Charge) spends no main action.
    const spendsMain = g.ctx.byAbility !== true;
    declare(
      g.state,
      g.context,
      g.me,
      [String(g.ctx.attacker)],
      String(g.ctx.target),
      false,
      spendsMain,
    );
    alertAttack(g);
  },
  (g) => {
    dropFallenAttackers(g.state);
    const attack = attackOf(g.state);
    if (attack.battles.some((b) => !b.resolved)) call(g, 'guard', {}, attack.defender);
  },
  (g) => call(g, 'resolveBattles'),
  (g) => {
    // An attacker whose battle was skipped because it dropped out still counts as attacked.
    g.state.attack = null;
  },
]);

function openBattles(state: GameState): Battle[] {
  return attackOf(state).battles.filter((b) => !b.resolved);
}

/** Whether this blocker was placed by a forced block (Battlemaster): the defender cannot lift it. */
function isForcedBlock(state: GameState, battle: Battle): boolean {
  return (attackOf(state).forcedBlocks ?? []).some(
    (f) => f.attacker === battle.attacker && f.blocker === battle.blocker,
  );
}

/** Forced blocks, fixed before the defender chooses (rules digest §12.2): each one able to. */
function placeForcedBlocks(state: GameState, context: EngineContext, defender: PlayerId): void {
  for (const forced of attackOf(state).forcedBlocks ?? []) {
    const battles = openBattles(state);
    const battle = battles.find((b) => b.attacker === forced.attacker && b.blocker === null);
    const free = !battles.some((b) => b.blocker === forced.blocker);
    if (
      battle &&
      free &&
      state.players[defender].battlefield.includes(forced.blocker) &&
      mayDefendAgainst(state, context, forced.blocker, forced.attacker)
    )
      battle.blocker = forced.blocker;
  }
}

function blockOptions(state: GameState, context: EngineContext, defender: PlayerId): string[] {
  const battles = openBattles(state);
  const assigned = new Set(battles.flatMap((b) => (b.blocker ? [b.blocker] : [])));
  // A forced blocker is neither free nor lifted by a click.
  const liftable = battles.flatMap((b) =>
    b.blocker && !isForcedBlock(state, b) ? [b.blocker] : [],
  );
  const free = state.players[defender].battlefield.filter(
    (u) =>
      !assigned.has(u) &&
      battles.some((b) => b.blocker === null && mayDefendAgainst(state, context, u, b.attacker)),
  );
  return [...free, ...liftable];
}

/**
 * Threatening: "this unit must be blocked, if able". Blocks are not done while an unblocked
 * threatening attacker could be blocked by a unit that is not blocking another threatening
 * attacker (one blocking an attacker without Threatening must block the threatening one instead).
 */
function threatenerLeftUnblocked(
  state: GameState,
  context: EngineContext,
  defender: PlayerId,
): boolean {
  const battles = openBattles(state);
  const threatening = (attacker: string) => keyword(state, context, attacker, 'threatening') > 0;
  const held = new Set(battles.filter((b) => threatening(b.attacker)).map((b) => b.blocker));
  const free = state.players[defender].battlefield.filter((u) => !held.has(u));
  return battles.some(
    (b) =>
      b.blocker === null &&
      threatening(b.attacker) &&
      free.some((u) => mayDefendAgainst(state, context, u, b.attacker)),
  );
}

/**
 * The defender has had the choice to declare blockers or a guard: one event per unit declared,
 * then one per attack (lists may be empty).
 */
function raiseDefendersDeclared(g: Run): void {
  const attack = g.state.attack;
  if (!attack) return;
  const open = openBattles(g.state);
  const declared: Declaration[] = [];
  for (const b of open) {
    const meets = { controller: attack.defender, attacker: b.attacker, target: b.target };
    if (b.blocker) declared.push({ card: b.blocker, as: 'blocker', ...meets });
    if (b.guard) declared.push({ card: b.guard, as: 'guard', ...meets });
  }
  raiseDeclared(g.state, declared);
  g.state.pendingEvents.push({
    kind: 'blockersDeclared',
    attacker: attack.attacker,
    defender: attack.defender,
    blockers: open.flatMap((b) => (b.blocker ? [b.blocker] : [])),
    guards: open.flatMap((b) => (b.guard ? [b.guard] : [])),
  });
}

defineProc('blockers', [
  (g) => {
    if (g.ctx.forcedPlaced !== true) {
      placeForcedBlocks(g.state, g.context, g.me);
      g.ctx.forcedPlaced = true;
    }
    const pick = g.ctx.pick;
    if (pick === DONE) {
      const blocks = openBattles(g.state).filter((b) => b.blocker);
      for (const b of blocks) {
        addLog(g.state, [
          cardPart(g.context, inst(g.state, b.blocker as string).stub),
          ' blocks ',
          cardPart(g.context, inst(g.state, b.attacker).stub),
        ]);
      }
      raiseDefendersDeclared(g);
      return { end: true };
    }
    if (typeof pick === 'string') {
      const battle = openBattles(g.state).find(
        (b) => b.blocker === pick && !isForcedBlock(g.state, b),
      );
      if (battle) {
        battle.blocker = null;
        liftUnallowedUnseenBlocks(g.state, g.context);
        delete g.ctx.pick;
        return { goto: 0 };
      }
      return;
    }
    return choice('pick', 'Choose a blocker (or Done)', [
      ...cardOptions(blockOptions(g.state, g.context, g.me)),
      ...(threatenerLeftUnblocked(g.state, g.context, g.me) ? [] : [button(DONE, 'Done')]),
    ]);
  },
  (g) => {
    const blocker = String(g.ctx.pick);
    const eligible = openBattles(g.state).filter(
      (b) => b.blocker === null && mayDefendAgainst(g.state, g.context, blocker, b.attacker),
    );
    let attacker = g.ctx.attacker;
    if (eligible.length === 1) attacker = eligible[0]?.attacker;
    if (typeof attacker !== 'string') {
      return choice(
        'attacker',
        'Choose the attacker to block',
        cardOptions(eligible.map((b) => b.attacker)),
      );
    }
    const battle = eligible.find((b) => b.attacker === attacker);
    if (battle) battle.blocker = blocker;
    delete g.ctx.pick;
    delete g.ctx.attacker;
    return { goto: 0 };
  },
]);

defineProc('guard', [
  (g) => {
    const { state, context } = g;
    const battle = openBattles(state)[0];
    if (!battle) return;
    const pick = g.ctx.pick;
    if (pick === 'none') return raiseDefendersDeclared(g);
    if (typeof pick === 'string') {
      battle.guard = pick;
      addLog(state, [
        cardPart(context, inst(state, pick).stub),
        ' guards ',
        cardPart(context, inst(state, battle.target).stub),
      ]);
      return raiseDefendersDeclared(g);
    }
    const pb = state.players[g.me].phoenixborn;
    const options: string[] = [];
    // Bypass and Stalk: no guard at all, neither the Phoenixborn nor a unit; nor for a
    // target that cannot be guarded (Hunter's Mark).
    const noGuard =
      keyword(state, context, battle.attacker, 'bypass') > 0 ||
      keyword(state, context, battle.attacker, 'stalk') > 0 ||
      !can(state, context, battle.target, 'beGuarded');
    if (!noGuard && !state.players[g.me].guardedThisRound && can(state, context, pb, 'guard'))
      options.push(pb);
    for (const u of noGuard ? [] : state.players[g.me].battlefield) {
      if (u === battle.target || keyword(state, context, u, 'unitGuard') === 0) continue;
      if (mayDefendAgainst(state, context, u, battle.attacker, 'guard')) options.push(u);
    }
    if (options.length === 0) return raiseDefendersDeclared(g);
    return choice('pick', 'Choose a guard, or no guard', [
      ...cardOptions(options),
      button('none', 'No guard'),
    ]);
  },
]);

defineProc('resolveBattles', [
  (g) => {
    const open = openBattles(g.state);
    if (open.length === 0) return { end: true };
    let next = g.ctx.next;
    if (open.length === 1) next = open[0]?.attacker;
    if (typeof next !== 'string' || !open.some((b) => b.attacker === next)) {
      // The attacker on the table or the battle's button: both answer with the attacker.
      return choice('next', 'Choose the next battle to resolve: click its attacker or a button', [
        ...cardOptions(open.map((b) => b.attacker)),
        ...open.map((b) => button(b.attacker, battleLabel(g, b))),
      ]);
    }
    delete g.ctx.next;
    call(g, 'battle', { attacker: next });
    return { goto: 0 };
  },
]);

/** "Hammer Knight → Iron Worker": the attacker and whoever meets it (blocker, guard or target). */
function battleLabel(g: Run, battle: Battle): string {
  const name = (uuid: string) => cardData(g.context, inst(g.state, uuid).stub).name;
  return `${name(battle.attacker)} → ${name(battle.blocker ?? battle.guard ?? battle.target)}`;
}

function battleOf(state: GameState, attacker: string): Battle {
  const battle = attackOf(state).battles.find((b) => b.attacker === attacker && !b.resolved);
  if (!battle) throw new Error('No such battle');
  return battle;
}

/** ctx: attacker; recipient, counterer, counter. */
defineProc('battle', [
  (g) => {
    const { state, context } = g;
    const battle = battleOf(state, String(g.ctx.attacker));
    if (!isInPlay(state, battle.attacker)) {
      battle.resolved = true;
      return { end: true };
    }
    const defender = battle.blocker ?? battle.guard;
    const recipient =
      defender && isInPlay(state, defender)
        ? defender
        : isInPlay(state, battle.target)
          ? battle.target
          : null;
    g.ctx.recipient = recipient;
    if (!recipient || inst(state, recipient).zone === 'phoenixborn') {
      g.ctx.counter = false;
      return;
    }
    if (recipient === defender) {
      g.ctx.counter = !isExhausted(state, recipient) && can(state, context, recipient, 'counter');
      return;
    }
    if (isExhausted(state, recipient) || !can(state, context, recipient, 'counter')) {
      g.ctx.counter = false;
      return;
    }
    const answer = g.ctx.choice;
    if (answer === 'yes' || answer === 'no') {
      g.ctx.counter = answer === 'yes';
      return;
    }
    return choice(
      'choice',
      `Counter with ${inst(state, recipient).stub}?`,
      [button('yes', 'Counter'), button('no', "Don't counter")],
      {
        player: attackOf(state).defender,
        source: recipient,
      },
    );
  },
  (g) => {
    const { state, context } = g;
    const attacker = String(g.ctx.attacker);
    const recipient = typeof g.ctx.recipient === 'string' ? g.ctx.recipient : null;
    // Taken out of the battle while its counter was asked (battle-removal.ts): no battle.
    const battle = attackOf(state).battles.find((b) => b.attacker === attacker && !b.resolved);
    if (!battle) return { end: true };
    const defender = attackOf(state).defender;
    if (battle.guard && battle.guard === state.players[defender].phoenixborn)
      state.players[defender].guardedThisRound = true;
    if (!recipient) return;
    const quick = keyword(state, context, attacker, 'quickStrike') > 0;
    const attackDamage = isExhausted(state, attacker) ? 0 : damageValue(state, context, attacker);
    const counterDamage = g.ctx.counter ? damageValue(state, context, recipient) : 0;
    dealDamage(state, context, recipient, attackDamage, { by: g.me, byEffect: false, attacker });
    if (!quick && g.ctx.counter)
      dealDamage(state, context, attacker, counterDamage, {
        by: defender,
        byEffect: false,
        source: recipient,
      });
    g.ctx.quick = quick;
  },
  (g) => {
    const { state, context } = g;
    const attacker = String(g.ctx.attacker);
    const recipient = typeof g.ctx.recipient === 'string' ? g.ctx.recipient : null;
    if (
      g.ctx.quick &&
      g.ctx.counter &&
      recipient &&
      isInPlay(state, recipient) &&
      isInPlay(state, attacker)
    ) {
      dealDamage(state, context, attacker, damageValue(state, context, recipient), {
        by: attackOf(state).defender,
        byEffect: false,
        source: recipient,
      });
    }
  },
  (g) => {
    const { state, context } = g;
    const attacker = String(g.ctx.attacker);
    const recipient = typeof g.ctx.recipient === 'string' ? g.ctx.recipient : null;
    const removed = attackOf(state).battles.some((b) => b.attacker === attacker && b.removed);
    // An attacker taken out of its battle after dealing its damage did not finish attacking.
    if (!removed && state.cards[attacker]?.zone === 'battlefield') exhaust(state, attacker);
    if (
      g.ctx.counter &&
      recipient &&
      state.cards[recipient]?.zone === 'battlefield' &&
      keyword(state, context, recipient, 'alert') === 0
    ) {
      exhaust(state, recipient);
    }
    const battle = attackOf(state).battles.find((b) => b.attacker === attacker && !b.resolved);
    if (battle) battle.resolved = true;
  },
]);
