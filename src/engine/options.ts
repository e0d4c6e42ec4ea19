/** Reading a player's game option settings (toggleOptionSetting, or the setup's values). */
import type { OptionSettingName } from '../protocol/game';
import type { GameState, PlayerId } from './state';

export function optionOn(state: GameState, player: PlayerId, name: OptionSettingName): boolean {
  return state.players[player].optionSettings[name] === true;
}

/** A numeric setting (bluffTimer, alertTimer) in whole seconds, 0 when unset. */
export function optionSeconds(state: GameState, player: PlayerId, name: OptionSettingName): number {
  const value = Number(state.players[player].optionSettings[name]);
  return Number.isFinite(value) && value > 0 ? Math.min(10, Math.floor(value)) : 0;
}
