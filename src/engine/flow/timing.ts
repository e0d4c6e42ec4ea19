/**
 * Timing points: moments of the round (its start and end, a phase starting, a turn starting
 * or ending) raised by the flow as events of the table. Their triggers resolve at once, the
 * first player's first, each with the event it answers.
 */
import type { GameEvent, TimingEvent } from '../event-kinds';
import { collectTriggers, toJson } from '../events';
import { call } from '../runner';
import type { Run } from '../runner';

export type TimingPoint = Extract<GameEvent, { kind: TimingEvent }>;

export function raiseTimingPoint(g: Run, event: TimingPoint): void {
  const refs = collectTriggers(g.state, g.context, [event], [event.kind]);
  const first = g.state.firstPlayer;
  const ordered = [
    ...refs.filter((r) => r.controller === first),
    ...refs.filter((r) => r.controller !== first),
  ];
  for (const ref of ordered)
    call(g, 'trigger', { ref: toJson(ref), event: toJson(event) }, ref.controller, ref.source);
}
