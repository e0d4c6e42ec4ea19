/**
 * Damage held open for prevention reactions before it is received (ops.ts `dealDamage`):
 * to a Phoenixborn (`pbDamage`: Cover, Redirect), to a unit by an attacking unit
 * (`unitAttackDamage`: Rin's Fury) and to a unit by anything (`unitDamage`: Particle Shield,
 * Angelic Rescue; Barrier's `alsoPhoenixborn` answers a Phoenixborn's damage as a card's too).
 * Its controller may play one reaction, or let the damage be received. A
 * reaction prevents all of it unless its script says how much (`Reaction.prevents`); the
 * rest is received as usual (Armored and prevention still apply to a unit's).
 */
import { inst } from './cardinfo';
import { answers } from './cards/api/types';
import type { Reaction } from './cards/api/types';
import { cardData, scriptOf } from './context';
import type { EngineContext } from './context';
import { SKIP, button, cardOptions, choice } from './decisions';
import { eventIn } from './event-kinds';
import type { EventOf } from './event-kinds';
import { receiveDamage, setDamageInterceptor } from './ops';
import type { HeldDamage } from './ops';
import { canPlayReaction, query } from './play';
import { call, defineProc } from './runner';
import type { Run, Step } from './runner';
import type { GameState, Json, PlayerId } from './state';

/** Damage held open for prevention, of any kind. */
type HeldDamageEvent = EventOf<'pbDamage'> | EventOf<'unitAttackDamage'> | EventOf<'unitDamage'>;

function toJson(value: unknown): Json {
  return JSON.parse(JSON.stringify(value)) as Json;
}

/**
 * The event a reaction answers for this held damage: the event itself, or for an attacking
 * unit's damage the same damage as `unitDamage` (a reaction to any damage to a unit answers
 * it too); null when it answers neither.
 */
function answeredEvent(
  reaction: Reaction,
  state: GameState,
  context: EngineContext,
  player: PlayerId,
  uuid: string,
  event: HeldDamageEvent,
): HeldDamageEvent | null {
  const q = query(state, context, player, uuid);
  if (answers(reaction, q, event)) return event;
  if (event.kind === 'pbDamage') {
    if (!reaction.alsoPhoenixborn) return null;
    const asUnitDamage: EventOf<'unitDamage'> = { ...event, kind: 'unitDamage' };
    return answers(reaction, q, asUnitDamage) ? asUnitDamage : null;
  }
  if (event.kind !== 'unitAttackDamage') return null;
  const asUnitDamage: EventOf<'unitDamage'> = { ...event, kind: 'unitDamage', source: null };
  return answers(reaction, q, asUnitDamage) ? asUnitDamage : null;
}

/** Whether a reaction holds damage of this kind open (a reaction to any damage to a unit also holds an attacking unit's; Barrier's a Phoenixborn's too). */
function holdsDamage(reaction: Reaction | undefined, kind: HeldDamage): boolean {
  if (!reaction) return false;
  if (reaction.event === kind) return true;
  if (reaction.event !== 'unitDamage') return false;
  return kind === 'unitAttackDamage' || (kind === 'pbDamage' && reaction.alsoPhoenixborn === true);
}

function reactionOf(state: GameState, context: EngineContext, uuid: string): Reaction | undefined {
  return scriptOf(context, inst(state, uuid).stub)?.reaction;
}

function preventionOptions(
  state: GameState,
  context: EngineContext,
  player: PlayerId,
  event: HeldDamageEvent,
): string[] {
  if (state.phase !== 'playerturns' || state.winner) return [];
  return state.players[player].hand.filter((uuid) => {
    const reaction = reactionOf(state, context, uuid);
    return (
      reaction !== undefined &&
      canPlayReaction(state, context, player, uuid) &&
      answeredEvent(reaction, state, context, player, uuid, event) !== null
    );
  });
}

// Damage is held open whenever a prevention reaction could be played; whether it answers
// this damage is asked once the damage is known (preventionOptions). A reaction to any
// damage to a unit also holds an attacking unit's damage.
setDamageInterceptor((state, context, player, kind) =>
  state.players[player].hand.some((uuid) => {
    const holds = holdsDamage(reactionOf(state, context, uuid), kind);
    return holds && state.phase === 'playerturns' && canPlayReaction(state, context, player, uuid);
  }),
);

/** The held damage in ctx.event, of any kind. */
function heldDamageIn(value: unknown): HeldDamageEvent | null {
  return (
    eventIn(value, 'pbDamage') ?? eventIn(value, 'unitAttackDamage') ?? eventIn(value, 'unitDamage')
  );
}

/** ctx: event; reaction (the answer), prevents (the damage the played reaction prevents). */
function heldDamageSteps(receive: (g: Run, event: HeldDamageEvent) => void): Step[] {
  return [
    (g) => {
      const event = heldDamageIn(g.ctx.event);
      if (!event) return { end: true };
      const answerValue = g.ctx.reaction;
      if (answerValue !== undefined) {
        const reaction =
          typeof answerValue === 'string' && answerValue !== SKIP
            ? reactionOf(g.state, g.context, answerValue)
            : undefined;
        if (typeof answerValue === 'string' && reaction) {
          const answered =
            answeredEvent(reaction, g.state, g.context, g.me, answerValue, event) ?? event;
          // A reaction preventing by its effect sets `prevents` as it resolves
          // (held-damage-prevention.ts); until then it prevents nothing.
          if (reaction.prevents === 'byEffect') {
            g.ctx.prevents = 0;
            g.ctx.preventsByEffect = true;
          } else g.ctx.prevents = Math.min(event.amount, reaction.prevents ?? event.amount);
          call(
            g,
            'playReaction',
            { card: answerValue, event: toJson(answered) },
            g.me,
            answerValue,
          );
        }
        return;
      }
      const options = preventionOptions(g.state, g.context, g.me, event);
      if (options.length === 0) return;
      const whose =
        event.kind === 'pbDamage'
          ? 'Your Phoenixborn is'
          : `${cardData(g.context, inst(g.state, event.card).stub).name} is`;
      return choice('reaction', `${whose} dealt ${event.amount} damage: play a reaction?`, [
        ...cardOptions(options),
        { ...button(SKIP, 'Pass'), timer: true },
      ]);
    },
    (g) => {
      const event = heldDamageIn(g.ctx.event);
      if (!event || !g.state.cards[event.card]) return;
      const prevented = typeof g.ctx.prevents === 'number' ? g.ctx.prevents : 0;
      if (prevented >= event.amount) return;
      receive(g, { ...event, amount: event.amount - prevented });
    },
  ];
}

/** Held damage not prevented by the reaction is received as any damage (static prevention applies). */
function receive(g: Run, event: HeldDamageEvent): void {
  receiveDamage(
    g.state,
    g.context,
    event.card,
    event.amount,
    {
      by: event.by,
      byEffect: event.byEffect,
      attacker: event.attacker,
      source: event.kind === 'unitAttackDamage' ? null : event.source,
    },
    true,
  );
}

defineProc('pbDamage', heldDamageSteps(receive));
defineProc('unitAttackDamage', heldDamageSteps(receive));
defineProc('unitDamage', heldDamageSteps(receive));
