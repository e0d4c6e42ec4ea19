/**
 * Era's End: "Resolve all effects that trigger at the end of the round on unexhausted cards
 * currently in play, in the order of your choice." The procedure `endOfRoundNow` collects the
 * end-of-round triggers of unexhausted cards in play when it starts, then resolves them one by
 * one in the order its player picks (each by its own card's controller, who makes its
 * choices). A card that left play or became exhausted meanwhile no longer resolves (rules
 * digest §16.1, rule 2). Keyword durations (Fleeting) and "this round" effects are not
 * triggered effects: they still end with the round itself.
 */
import { cardData } from '../context';
import { button, choice } from '../decisions';
import { collectTriggers, toJson } from '../events';
import type { TriggerRef } from '../events';
import { isExhausted } from '../cardinfo';
import { isInPlay } from '../ops';
import { call, defineProc } from '../runner';
import type { Run } from '../runner';
import type { GameEvent } from '../state';

function endOfRound(g: Run): GameEvent {
  return { kind: 'endOfRound', round: g.state.round };
}

function keyOf(ref: TriggerRef): string {
  return `${ref.source}|${ref.id}`;
}

/** The end-of-round triggers of unexhausted cards in play now. */
function triggersNow(g: Run): TriggerRef[] {
  return collectTriggers(g.state, g.context, [endOfRound(g)], ['endOfRound']).filter(
    (ref) => isInPlay(g.state, ref.source) && !isExhausted(g.state, ref.source),
  );
}

function pendingKeys(g: Run): string[] {
  const pending = g.ctx.pending;
  return Array.isArray(pending) ? pending.filter((k): k is string => typeof k === 'string') : [];
}

/** The triggers still to resolve, in the order they were collected. */
function remaining(g: Run): TriggerRef[] {
  const keys = pendingKeys(g);
  return triggersNow(g).filter((ref) => keys.includes(keyOf(ref)));
}

function label(g: Run, ref: TriggerRef): string {
  const name = cardData(g.context, g.state.cards[ref.source]?.stub ?? ref.stub).name;
  return `${name}: ${ref.id}`;
}

defineProc('endOfRoundNow', [
  (g) => {
    g.ctx.pending = triggersNow(g).map(keyOf);
  },
  (g) => {
    const left = remaining(g);
    if (left.length === 0) return { end: true };
    if (left.length === 1 || g.ctx.next !== undefined) return;
    const title = `${cardData(g.context, g.state.cards[g.frame.source ?? '']?.stub ?? '').name}: choose the next end-of-round effect to resolve`;
    return choice(
      'next',
      title,
      left.map((ref) => button(keyOf(ref), label(g, ref))),
      { source: g.frame.source },
    );
  },
  (g) => {
    const left = remaining(g);
    const chosen = left.find((ref) => keyOf(ref) === g.ctx.next) ?? left[0];
    delete g.ctx.next;
    if (!chosen) return { end: true };
    g.ctx.pending = pendingKeys(g).filter((k) => k !== keyOf(chosen));
    const event = endOfRound(g);
    call(
      g,
      'trigger',
      { ref: toJson(chosen), event: toJson(event) },
      chosen.controller,
      chosen.source,
    );
    return { goto: 1 };
  },
]);
