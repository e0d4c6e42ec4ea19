/**
 * The card-script API: the only module card scripts import. A script declares its card with
 * `defineCard`, asks its choices through typed handles (`choices.ts`), reads the game through
 * `queries.ts` and acts through the verbs of `verbs.ts` (damage, tokens, turn, hidden cards),
 * `verbs-zones.ts`, `verbs-dice.ts` and `verbs-lasting.ts`; triggers and events come from
 * `triggers.ts`.
 */
export { defineCard } from '../registry';
export type { Ability, CardScript, Keyword, Query, Reaction, Trigger, TriggerOn } from './types';
export type { Run, Step } from '../../runner';
export type { PlayerId } from '../../state';
export type { EventOf, GameEvent } from '../../event-kinds';
export type { Duration } from '../../lasting';
export * from './choices';
export * from './remembered';
export * from './queries';
export * from './queries-dice';
export * from './queries-alterations';
export * from './queries-battle';
export * from './queries-printed';
export * from './verbs';
export * from './verbs-zones';
export * from './verbs-draw-pile';
export * from './verbs-underneath';
export * from './verbs-dice';
export * from './verbs-lasting';
export * from './verbs-battle';
export * from './verbs-alterations';
export * from './verbs-underneath';
export * from './triggers';
export * from './affect';
export * from './dice-steps';
export * from './chimera';
export * from './steps-end-of-round';
export * from './steps-dice-powers';
export * from './steps-attack';
export * from './steps-play';
export * from './steps-repeat';
export * from './ascendancy';
export * from './lower-dice';
export * from './discard-choice';
