/** The small vocabulary card scripts are written in: targets, damage, draws, conjuring. */
import { allUnits, attackValue, inst, isExhausted, opponent, targetableBy } from '../cardinfo';
import { SKIP, button, cardOptions, choice, chooseCard, ctxId } from '../decisions';
import { addLog, cardPart, playerPart } from '../log';
import { conjure, dealDamage, drawCards, hasRoom, isInPlay, placeWounds } from '../ops';
import { call } from '../runner';
import type { Run, Step } from '../runner';
import type { GameEvent, GameState, PlayerId } from '../state';
import type { Query, Trigger } from './types';

export { ctxId, chooseCard, choice, button, SKIP, cardOptions };

export function self(g: Run): string {
  return g.frame.source ?? '';
}

export function opp(g: Run | Query): PlayerId {
  return opponent(g.me);
}

export function myUnits(state: GameState, me: PlayerId): string[] {
  return [...state.players[me].battlefield];
}

/** Units the player may target: their own, and opponents' without Concealed. */
export function targetableUnits(
  state: GameState,
  me: PlayerId,
  filter: (uuid: string) => boolean = () => true,
): string[] {
  return allUnits(state).filter((u) => targetableBy(state, u, me) && filter(u));
}

export function opponentUnits(state: GameState, me: PlayerId): string[] {
  return state.players[opponent(me)].battlefield.filter((u) => targetableBy(state, u, me));
}

export function bothPbs(state: GameState): string[] {
  return [state.players.p1.phoenixborn, state.players.p2.phoenixborn];
}

/** Damage from this player's spell, ability or dice power. */
export function damage(g: Run, target: string | null, amount: number): number {
  if (!target || !isInPlay(g.state, target)) return 0;
  return dealDamage(g.state, g.context, target, amount, { by: g.me, byEffect: true });
}

export function wound(g: Run, target: string | null, amount: number): void {
  if (!target || !isInPlay(g.state, target)) return;
  placeWounds(g.state, target, amount, { by: g.me, byEffect: true });
  addLog(g.state, [
    cardPart(g.context, inst(g.state, target).stub),
    ` receives ${amount} wound(s)`,
  ]);
}

export function draw(g: Run, n: number, who: PlayerId = g.me): number {
  const drawn = drawCards(g.state, who, n);
  addLog(g.state, [playerPart(g.state, who), ` draws ${drawn} card(s)`]);
  return drawn;
}

export function conjureOnto(g: Run, stub: string, onto: PlayerId = g.me): string | null {
  return conjure(g.state, g.context, g.me, stub, onto);
}

export function hasConjuration(q: Query, stub: string, onto: PlayerId = q.me): boolean {
  return (
    q.state.players[q.me].archives.some((u) => inst(q.state, u).stub === stub) &&
    hasRoom(q.state, q.context, onto)
  );
}

export function exhaustTokens(g: Run, target: string | null, n: number): void {
  if (!target || !isInPlay(g.state, target)) return;
  inst(g.state, target).tokens.exhaustion += n;
  addLog(g.state, [
    cardPart(g.context, inst(g.state, target).stub),
    ` receives ${n} exhaustion token(s)`,
  ]);
}

export function changeDice(n: number): Step {
  return (g) => call(g, 'changeDice', { left: n });
}

/** "you may draw 1 card" */
export function mayDraw(key: string, n: number): Step[] {
  return [
    (g) => {
      if (g.ctx[key] !== undefined || g.state.players[g.me].deck.length === 0) return;
      return choice(key, `Draw ${n} card(s)?`, [button('yes', 'Draw'), button('no', "Don't draw")]);
    },
    (g) => {
      if (g.ctx[key] === 'yes') draw(g, n);
    },
  ];
}

/** Target step over units the acting player may target. */
export function targetUnit(
  key: string,
  title: string,
  filter: (g: Run, uuid: string) => boolean = () => true,
  optional = false,
): Step {
  return chooseCard(key, title, (g) => targetableUnits(g.state, g.me, (u) => filter(g, u)), {
    optional,
  });
}

export function targetPb(key: string, title: string, optional = false): Step {
  return chooseCard(
    key,
    title,
    (g) => bothPbs(g.state).filter((u) => targetableBy(g.state, u, g.me)),
    { optional },
  );
}

/** Which player: buttons for me and my opponent. */
export function choosePlayer(
  key: string,
  title: string,
  allowed: (g: Run, p: PlayerId) => boolean = () => true,
): Step {
  return (g) => {
    const value = g.ctx[key];
    if (value === 'p1' || value === 'p2') return;
    const options = (['p1', 'p2'] as const).filter((p) => allowed(g, p));
    if (options.length === 0) {
      g.ctx[key] = null;
      return;
    }
    return choice(
      key,
      title,
      options.map((p) => button(p, p === g.me ? 'Me' : g.state.players[p].name)),
    );
  };
}

export function unexhaustedOwnUnits(q: Query): string[] {
  return q.state.players[q.me].battlefield.filter((u) => !isExhausted(q.state, u));
}

export function attackOf(g: Run | Query, uuid: string): number {
  return Math.max(0, attackValue(g.state, g.context, uuid));
}

/** "When this unit comes into play" */
export function onComesIntoPlay(name: string, steps: Step[]): Trigger {
  return { name, event: 'cameIntoPlay', match: (q, e) => e.card === q.self, steps };
}

/** "When this unit is destroyed" — works after it left play. */
export function onDestroyed(
  name: string,
  steps: Step[],
  extra: (q: Query, e: GameEvent) => boolean = () => true,
  optional = false,
): Trigger {
  return {
    name,
    event: 'destroyed',
    match: (q, e) => e.card === q.self && extra(q, e),
    steps,
    inexhaustible: true,
    optional,
  };
}

export function eventOf(g: Run): GameEvent | null {
  const e = g.ctx.event;
  return e && typeof e === 'object' && !Array.isArray(e) ? (e as unknown as GameEvent) : null;
}

export function usedThisTurn(state: GameState, me: PlayerId, key: string): boolean {
  return state.players[me].usedThisTurn.includes(key);
}

/**
 * "Group Tactics N: after you declare 3 or more attackers, you may add N to this unit's
 * attack value for the remainder of the turn." Fires once per declaration (on its first
 * attacker's event).
 */
export function groupTactics(amount: number): Trigger {
  return {
    name: `Group Tactics ${amount}`,
    event: 'attackersDeclared',
    optional: true,
    groupTactics: true,
    match: (q, e) => {
      const attack = q.state.attack;
      return (
        attack !== null &&
        attack.attacker === q.me &&
        attack.battles.length >= 3 &&
        attack.battles[0]?.attacker === e.card &&
        q.state.cards[q.self]?.zone === 'battlefield'
      );
    },
    steps: [
      (g) => {
        inst(g.state, self(g)).effects.push({ kind: 'attack', amount, until: 'turn' });
      },
    ],
  };
}
