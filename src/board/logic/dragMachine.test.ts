import { describe, expect, it } from 'vitest';
import type { PileName } from '../../protocol/game';
import { PILE_NAMES } from '../../protocol/game';
import { DRAG_THRESHOLD_PX, IDLE, dragStep } from './dragMachine';
import type { DragEvent, DragState, DragSubject } from './dragMachine';
import { MANUAL_DRAG_TARGETS, dragTargets, popupDragPermission } from './dragMatrix';
import { basicView } from '../fixtures/gameViews';

const manual = { manualMode: true, ownRow: true, canPlay: false };
const normal = { manualMode: false, ownRow: true, canPlay: false };

function run(events: DragEvent[]) {
  let state: DragState = IDLE;
  const path: string[] = [state.kind];
  const effects = [];
  for (const event of events) {
    const step = dragStep(state, event);
    state = step.state;
    path.push(state.kind);
    if (step.effect.kind !== 'none') effects.push(step.effect);
  }
  return { path, effects, state };
}

function subject(source: PileName, permission = manual): DragSubject {
  return { uuid: 'card-1', source, permission };
}

const far = { x: 100, y: 100 };

describe('the manual drag matrix', () => {
  it('lists the targets of the spec per source', () => {
    expect(dragTargets('hand', manual)).toEqual([
      'play area',
      'discard',
      'deck',
      'archives',
      'purged',
      'spellboard',
    ]);
    expect(dragTargets('archives', manual)).toEqual(['play area', 'purged']);
    expect(dragTargets('spellboard', manual)).toEqual(['hand', 'discard']);
    expect(dragTargets('play area', manual)).not.toContain('spellboard');
  });

  it('never lets a pile drop onto itself', () => {
    for (const source of PILE_NAMES) expect(MANUAL_DRAG_TARGETS[source]).not.toContain(source);
  });

  it('outside manual mode moves only a playable hand card, to three piles', () => {
    expect(dragTargets('hand', { ...normal, canPlay: true })).toEqual([
      'spellboard',
      'play area',
      'discard',
    ]);
    expect(dragTargets('hand', normal)).toEqual([]);
    expect(dragTargets('discard', { ...normal, canPlay: true })).toEqual([]);
  });

  it("never drags on the opponent's row", () => {
    expect(dragTargets('hand', { ...manual, ownRow: false })).toEqual([]);
  });
});

describe('cards in pile popups', () => {
  const card = { canPlay: false };

  it('drag from our own discard, archives, deck and purged piles in manual mode', () => {
    const view = basicView({ manualMode: true });
    const permission = popupDragPermission(view, 'aradel', card);
    for (const pile of ['discard', 'archives', 'deck', 'purged'] as const) {
      expect(dragTargets(pile, permission)).toEqual(MANUAL_DRAG_TARGETS[pile]);
    }
  });

  it('never drag outside manual mode, from the opponent or for a spectator', () => {
    const outside = basicView();
    expect(dragTargets('discard', popupDragPermission(outside, 'aradel', card))).toEqual([]);
    const manual = basicView({ manualMode: true });
    expect(dragTargets('discard', popupDragPermission(manual, 'brennan', card))).toEqual([]);
    expect(dragTargets('hand', popupDragPermission(manual, 'brennan', card))).toEqual([]);
    const spectator = basicView({ manualMode: true, viewer: null });
    expect(dragTargets('discard', popupDragPermission(spectator, 'aradel', card))).toEqual([]);
  });

  it('drop from our discard onto the play area through the same gesture', () => {
    const view = basicView({ manualMode: true });
    const { effects } = run([
      {
        type: 'down',
        subject: {
          uuid: 'card-1',
          source: 'discard',
          permission: popupDragPermission(view, 'aradel', card),
        },
        at: { x: 0, y: 0 },
      },
      { type: 'move', at: far, over: null },
      { type: 'up', over: 'play area' },
    ]);
    expect(effects).toEqual([
      { kind: 'drop', uuid: 'card-1', source: 'discard', target: 'play area' },
    ]);
  });
});

describe('the drag gesture', () => {
  it('is a click when released before moving past the threshold', () => {
    const { path, effects } = run([
      { type: 'down', subject: subject('play area'), at: { x: 0, y: 0 } },
      { type: 'move', at: { x: DRAG_THRESHOLD_PX - 1, y: 0 }, over: 'play area' },
      { type: 'up', over: 'play area' },
    ]);
    expect(path).toEqual(['idle', 'pressed', 'pressed', 'idle']);
    expect(effects).toEqual([{ kind: 'click', uuid: 'card-1' }]);
  });

  it('drops onto an allowed pile in manual mode', () => {
    const { path, effects } = run([
      { type: 'down', subject: subject('hand'), at: { x: 0, y: 0 } },
      { type: 'move', at: far, over: 'hand' },
      { type: 'move', at: { x: 200, y: 10 }, over: 'archives' },
      { type: 'up', over: 'archives' },
    ]);
    expect(path).toEqual(['idle', 'pressed', 'dragging', 'dragging', 'idle']);
    expect(effects).toEqual([{ kind: 'drop', uuid: 'card-1', source: 'hand', target: 'archives' }]);
  });

  it('tracks whether the pile under the pointer accepts the card', () => {
    const { state } = run([
      { type: 'down', subject: subject('archives'), at: { x: 0, y: 0 } },
      { type: 'move', at: far, over: 'hand' },
    ]);
    expect(state.kind === 'dragging' && state.over).toBeNull();
    const next = dragStep(state, { type: 'move', at: far, over: 'purged' }).state;
    expect(next.kind === 'dragging' && next.over).toBe('purged');
  });

  it('sends nothing when released over a pile outside the matrix', () => {
    const { effects, state } = run([
      { type: 'down', subject: subject('archives'), at: { x: 0, y: 0 } },
      { type: 'move', at: far, over: 'hand' },
      { type: 'up', over: 'hand' },
    ]);
    expect(effects).toEqual([]);
    expect(state).toEqual(IDLE);
  });

  it('plays a playable hand card by dragging outside manual mode', () => {
    const { effects } = run([
      { type: 'down', subject: subject('hand', { ...normal, canPlay: true }), at: { x: 0, y: 0 } },
      { type: 'move', at: far, over: 'spellboard' },
      { type: 'up', over: 'spellboard' },
    ]);
    expect(effects).toEqual([
      { kind: 'drop', uuid: 'card-1', source: 'hand', target: 'spellboard' },
    ]);
  });

  it('ends a drag of an immovable card without a click or a drop', () => {
    const { path, effects } = run([
      { type: 'down', subject: subject('discard', normal), at: { x: 0, y: 0 } },
      { type: 'move', at: far, over: 'hand' },
      { type: 'up', over: 'hand' },
    ]);
    expect(path).toEqual(['idle', 'pressed', 'idle', 'idle']);
    expect(effects).toEqual([]);
  });

  it('cancels back to idle', () => {
    const { path, effects } = run([
      { type: 'down', subject: subject('hand'), at: { x: 0, y: 0 } },
      { type: 'move', at: far, over: 'discard' },
      { type: 'cancel' },
      { type: 'up', over: 'discard' },
    ]);
    expect(path).toEqual(['idle', 'pressed', 'dragging', 'idle', 'idle']);
    expect(effects).toEqual([]);
  });
});
