import { describe, expect, it } from 'vitest';
import { defaultNewGame } from '../../protocol/lobby-newgame';
import { LobbyGameRecord } from '../lobby/lobby-game';
import { lobbyIdentity } from '../../../tests/helpers/lobby-identity';
import { readHostedGameSpec } from './bus-payloads';
import { BusFormatError } from './bus-values';

/** A spec as it arrives over Redis, with Alice's seat changed by `seat`. */
function wireSpec(seat: Record<string, unknown>): unknown {
  const record = new LobbyGameRecord(defaultNewGame('Alice', 'pvp'), lobbyIdentity(1, 'Alice'));
  return JSON.parse(
    JSON.stringify({
      gameId: record.id,
      details: record.details,
      players: [{ userId: 1, username: 'Alice', deck: null, ...seat }],
      soloLevel: 'S',
      soloStage: 1,
      summary: record.summary(),
    }),
  );
}

describe('a hosted game spec from the bus', () => {
  it("keeps a player's option settings and alt arts", () => {
    const spec = readHostedGameSpec(
      wireSpec({
        optionSettings: { confirmOneClick: true, alertTimer: 0, bluffTimer: 10 },
        altArts: { 'aradel-summergaard': ['aradel-alt', 'aradel-alt-2'] },
      }),
    );
    expect(spec.players[0]).toMatchObject({
      optionSettings: { confirmOneClick: true, alertTimer: 0, bluffTimer: 10 },
      altArts: { 'aradel-summergaard': ['aradel-alt', 'aradel-alt-2'] },
    });
  });

  it('takes a seat without settings (an older lobby) as the defaults', () => {
    const [player] = readHostedGameSpec(wireSpec({})).players;
    expect(player).toEqual({ userId: 1, username: 'Alice', deck: null });
  });

  it('refuses settings and alt arts the engine would not take', () => {
    const bad: Record<string, unknown>[] = [
      { optionSettings: { noSuchSetting: true } },
      { optionSettings: { leftMode: false } },
      { optionSettings: { alertTimer: 11 } },
      { optionSettings: { bluffTimer: 2.5 } },
      { optionSettings: { confirmOneClick: 'yes' } },
      { optionSettings: [true] },
      { altArts: { card: 'alt' } },
      { altArts: { card: [''] } },
      { altArts: { card: ['x'.repeat(101)] } },
      { altArts: { card: Array.from({ length: 51 }, (_, i) => `alt-${i}`) } },
      { altArts: Object.fromEntries(Array.from({ length: 601 }, (_, i) => [`c${i}`, ['a']])) },
    ];
    for (const seat of bad) {
      expect(() => readHostedGameSpec(wireSpec(seat)), JSON.stringify(seat)).toThrow(
        BusFormatError,
      );
    }
  });

  it("keeps a player's chat identity and drops a colour that is no colour", () => {
    const [styled] = readHostedGameSpec(
      wireSpec({ chatIdentity: { role: 'supporter', faveColor: '#ff8800' } }),
    ).players;
    expect(styled?.chatIdentity).toEqual({ role: 'supporter', faveColor: '#ff8800' });
    const [plain] = readHostedGameSpec(
      wireSpec({ chatIdentity: { role: 'user', faveColor: 'url(x)' } }),
    ).players;
    expect(plain?.chatIdentity).toEqual({ role: 'user', faveColor: null });
    for (const chatIdentity of [{ role: '' }, { role: 1, faveColor: null }, 'admin']) {
      expect(() => readHostedGameSpec(wireSpec({ chatIdentity }))).toThrow(BusFormatError);
    }
  });

  it('keeps a card stub named __proto__ a plain key', () => {
    const spec = readHostedGameSpec(
      JSON.parse(
        JSON.stringify(wireSpec({})).replace(
          '"deck":null',
          '"deck":null,"altArts":{"__proto__":["x"]}',
        ),
      ),
    );
    const altArts = spec.players[0]?.altArts ?? {};
    expect(Object.getPrototypeOf(altArts)).toBe(Object.prototype);
    expect(Object.keys(altArts)).toEqual(['__proto__']);
  });
});
