/** Public API of the rules engine. */
export { createGame, DEFAULT_OPTION_SETTINGS, conjurationPile } from './game';
export type { DeckSetup, GameSetup, PlayerSetup } from './game';
export type { GameMode } from './flow/modes';
export { applyCommand } from './commands';
export type { CommandOptions, CommandResult } from './commands';
export { CLOCK_ZERO_TOLERANCE_MS, clockDeadline, expireClocks } from './clock';
export { viewFor } from './view';
export { forkGame, forkRefusal } from './fork';
export type { ForkOptions, ForkResult } from './fork';
export { forkedSetup, forkedStart, isForkedSetup } from './forked-setup';
export type { ForkedSetup } from './forked-setup';
export type { EngineContext } from './context';
export { engineContext } from './standard-context';
export type { GameState, PlayerId } from './state';
export { automatedStubs, isAutomated, standardCards } from './cards';
export { CardRegistry } from './cards/registry';
export { unplayableChimeraCards } from './chimera/playable';
