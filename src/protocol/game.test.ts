import { describe, expect, it } from 'vitest';
import { parseGameCommand, parseGameMessage } from './game';

describe('parseGameCommand', () => {
  it('reads the positional wire form of the board', () => {
    expect(parseGameCommand(['cardClicked', 'abc'])).toEqual({
      ok: true,
      command: { type: 'cardClicked', uuid: 'abc' },
    });
    expect(parseGameCommand(['menuButton', 'pass', 'p12', 'choose'])).toEqual({
      ok: true,
      command: { type: 'menuButton', arg: 'pass', uuid: 'p12', method: 'choose' },
    });
    expect(parseGameCommand(['menuButton', null, 'done', 'pass'])).toMatchObject({ ok: true });
    expect(parseGameCommand(['drop', 'u1', 'hand', 'play area'])).toEqual({
      ok: true,
      command: { type: 'drop', uuid: 'u1', source: 'hand', target: 'play area' },
    });
    expect(parseGameCommand(['modifyCardToken', 'u1', 'damage', -1])).toMatchObject({ ok: true });
    expect(parseGameCommand(['toggleOptionSetting', 'bluffTimer', 3])).toMatchObject({ ok: true });
    expect(parseGameCommand(['concede'])).toEqual({ ok: true, command: { type: 'concede' } });
  });

  it('accepts command objects', () => {
    expect(parseGameCommand({ type: 'chat', text: ' hello ' })).toEqual({
      ok: true,
      command: { type: 'chat', text: 'hello' },
    });
    expect(parseGameCommand({ type: 'changeStat', stat: 'side', delta: 1 })).toMatchObject({
      ok: true,
    });
  });

  it('refuses unknown commands and malformed fields', () => {
    expect(parseGameCommand(['rmrf'])).toMatchObject({ ok: false });
    expect(parseGameCommand(42)).toMatchObject({ ok: false });
    expect(parseGameCommand(['cardClicked'])).toMatchObject({
      ok: false,
      error: 'uuid must be a non-empty string',
    });
    expect(parseGameCommand(['drop', 'u1', 'hand', 'moon'])).toMatchObject({ ok: false });
    expect(parseGameCommand(['modifyCardToken', 'u1', 'gold', 1])).toMatchObject({ ok: false });
    expect(parseGameCommand(['modifyCardToken', 'u1', 'damage', 5])).toMatchObject({ ok: false });
    expect(parseGameCommand(['chat', ''])).toMatchObject({ ok: false });
    expect(parseGameCommand(['chat', 'x'.repeat(501)])).toMatchObject({ ok: false });
    expect(parseGameCommand(['toggleOptionSetting', 'bluffTimer', 11])).toMatchObject({
      ok: false,
    });
    expect(parseGameCommand(['toggleOptionSetting', 'nope', true])).toMatchObject({ ok: false });
  });
});

describe('parseGameMessage', () => {
  it('reads the wire form and a single command object alike', () => {
    expect(parseGameMessage(['cardClicked', 'card-1'])).toEqual({
      ok: true,
      command: { type: 'cardClicked', uuid: 'card-1' },
    });
    expect(parseGameMessage([{ type: 'cardClicked', uuid: 'card-1' }])).toEqual({
      ok: true,
      command: { type: 'cardClicked', uuid: 'card-1' },
    });
  });

  it('refuses an empty message and an unknown command', () => {
    expect(parseGameMessage([]).ok).toBe(false);
    expect(parseGameMessage([{ type: 'drawEverything' }]).ok).toBe(false);
  });

  it('refuses names of the object prototype as commands instead of failing on them', () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty'])
      expect(parseGameMessage([name, 'x'])).toEqual({
        ok: false,
        error: `Unknown game command ${JSON.stringify(name)}`,
      });
  });

  it('refuses control characters and giant strings anywhere in the arguments', () => {
    expect(parseGameMessage(['chat', 'hello\u0000'])).toEqual({
      ok: false,
      error: 'The text holds characters that are not allowed',
    });
    expect(parseGameMessage(['cardClicked', 'x'.repeat(20_000)]).ok).toBe(false);
  });
});
