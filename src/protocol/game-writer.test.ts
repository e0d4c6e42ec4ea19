import { describe, expect, it } from 'vitest';
import { parseGameMessage } from './game';
import type { GameCommand, GameCommandType } from './game';
import { writeGameMessage } from './game-writer';

type Samples = { [K in GameCommandType]: Extract<GameCommand, { type: K }>[] };

/** At least one command of every type, with the edge values each argument allows. */
const SAMPLES: Samples = {
  cardClicked: [{ type: 'cardClicked', uuid: 'c1' }],
  cardAltClicked: [{ type: 'cardAltClicked', uuid: 'c1' }],
  dieClicked: [{ type: 'dieClicked', uuid: 'd3' }],
  menuButton: [
    { type: 'menuButton', arg: 'done', uuid: 'p7', method: 'pass' },
    { type: 'menuButton', arg: null, uuid: null, method: null },
  ],
  drop: [{ type: 'drop', uuid: 'c1', source: 'hand', target: 'discard' }],
  menuItemClick: [
    { type: 'menuItemClick', uuid: 'c1', command: 'exhaust', arg: null },
    { type: 'menuItemClick', uuid: 'c1', command: 'move', arg: 'discard' },
  ],
  modifyCardToken: [
    { type: 'modifyCardToken', uuid: 'c1', token: 'damage', delta: 1 },
    { type: 'modifyCardToken', uuid: 'c1', token: 'status', delta: -1 },
  ],
  inspectCard: [{ type: 'inspectCard', uuid: 'c1' }],
  closeInspector: [{ type: 'closeInspector' }],
  showDrawDeck: [
    { type: 'showDrawDeck', visible: true },
    { type: 'showDrawDeck', visible: false },
  ],
  shuffleDeck: [{ type: 'shuffleDeck' }],
  pileClicked: [{ type: 'pileClicked', source: 'play area' }],
  clockZero: [{ type: 'clockZero' }],
  toggleMuteSpectators: [{ type: 'toggleMuteSpectators' }],
  toggleManualMode: [{ type: 'toggleManualMode' }],
  toggleOptionSetting: [
    { type: 'toggleOptionSetting', name: 'bluffTimer', value: 3 },
    { type: 'toggleOptionSetting', name: 'manualAlts', value: true },
  ],
  closeAlert: [{ type: 'closeAlert' }],
  chat: [{ type: 'chat', text: 'well played' }],
  modifyLimited: [{ type: 'modifyLimited', limitedPlayed: 0 }],
  modifyAction: [{ type: 'modifyAction', action: 'side', value: 1 }],
  changeStat: [{ type: 'changeStat', stat: 'side', delta: -1 }],
  concede: [{ type: 'concede' }],
  leavegame: [{ type: 'leavegame' }],
};

describe('game commands on the wire', () => {
  const samples = Object.values(SAMPLES)
    .flat()
    .map((command) => [command.type, command] as const);

  it.each(samples)('%s reads back as it was written', (_type, command) => {
    const [event, ...args] = writeGameMessage(command);
    expect(event).toBe('game');
    expect(parseGameMessage(args)).toEqual({ ok: true, command });
  });
});
