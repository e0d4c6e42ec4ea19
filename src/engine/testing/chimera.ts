/**
 * Solo games against the Chimera for tests and self-play: the catalogue with the boss cards
 * (all-cards.json has none), the chimera precons, and a setup of a player precon against one.
 */
import { resolve } from 'node:path';
import { buildCatalogue, parseCardFile, parseDeckFile } from '../../domain/catalogue';
import type { PreconDeck } from '../../domain/catalogue';
import type { Card } from '../../domain/cards';
import type { ChimeraSetup } from '../chimera/setup';
import { createGame } from '../game';
import type { DeckSetup, GameSetup } from '../game';
import type { EngineContext } from '../context';
import type { GameState } from '../state';
import type { MessagePart } from '../../protocol/game-view';
import { applyCommand } from '../commands';
import { openOptions } from '../decisions';
import { revealAspect } from '../chimera/cards';
import { turnOptions } from '../flow/turn';
import { requireChimera } from '../chimera/chimera-state';
import { preconSetup, testPrecons } from './catalogue';

function dataDir(): string {
  return (
    process.env.ASHES_DATA_DIR ?? resolve(import.meta.dirname, '../../../../shared/ashes-data')
  );
}

async function loadJson(relative: string): Promise<unknown> {
  const module = (await import(/* @vite-ignore */ resolve(dataDir(), relative), {
    with: { type: 'json' },
  })) as { default: unknown };
  return module.default;
}

let cached: Record<string, Card> | null = null;

/** Every player card and every boss card. */
export async function soloCatalogue(): Promise<Record<string, Card>> {
  cached ??= buildCatalogue([
    parseCardFile(await loadJson('cards/all-cards.json'), 'all-cards.json'),
    parseCardFile(await loadJson('cards/chimera.json'), 'chimera.json'),
    parseCardFile(await loadJson('cards/chimera-frostwild.json'), 'chimera-frostwild.json'),
    parseCardFile(await loadJson('cards/chimera-lordswall.json'), 'chimera-lordswall.json'),
    parseCardFile(await loadJson('cards/chimera-moon-cove.json'), 'chimera-moon-cove.json'),
    parseCardFile(await loadJson('cards/chimera-neverset.json'), 'chimera-neverset.json'),
    parseCardFile(await loadJson('cards/chimera-shadowreck.json'), 'chimera-shadowreck.json'),
    parseCardFile(await loadJson('cards/dragonborn-indiri.json'), 'dragonborn-indiri.json'),
    parseCardFile(await loadJson('cards/dragonborn-scatha.json'), 'dragonborn-scatha.json'),
  ]);
  return cached;
}

/** The Chimera precons and the Dragonborn ones (501 Scatha Kalani, 502 Indiri Aldair). */
export async function chimeraPrecons(): Promise<PreconDeck[]> {
  return [
    ...parseDeckFile(await loadJson('decks/chimera.json'), 'chimera.json'),
    ...parseDeckFile(await loadJson('decks/dragonborn.json'), 'dragonborn.json'),
  ];
}

/** The Chimera's deck: its aspects (the rage dice are not player dice: the engine keeps them). */
export function chimeraDeck(deck: PreconDeck): DeckSetup {
  return {
    phoenixborn: deck.phoenixborn[0]?.id ?? '',
    cards: deck.cards.map((c) => ({ id: c.id, count: c.count })),
    conjurations: deck.conjurations.map((c) => ({ id: c.id, count: c.count })),
    dicepool: [],
  };
}

/** alice with a core precon against a chimera precon (by preconId). */
export async function soloGameSetup(
  seed: string,
  player: number,
  chimera: number,
  options: ChimeraSetup = { difficulty: 'standard', stage: 1 },
): Promise<GameSetup> {
  const core = (await testPrecons()).find((d) => d.preconId === player);
  const boss = (await chimeraPrecons()).find((d) => d.preconId === chimera);
  if (!core || !boss) throw new Error(`no precon ${player} or chimera ${chimera}`);
  return {
    seed,
    mode: 'chimera',
    chimera: options,
    players: [
      { name: 'alice', deck: preconSetup(core) },
      { name: 'Chimera', deck: chimeraDeck(boss), driver: 'engine' },
    ],
  };
}

/** Reveals an aspect of this stub from the Chimera's face-down aspects or draw pile (its reveal abilities wait for the next command). */
export function revealForTest(state: GameState, context: EngineContext, stub: string): string {
  const chimera = requireChimera(state);
  const deck = state.players[chimera.seat].deck;
  const faceDown = chimera.threatZone.find((u) => state.cards[u]?.stub === stub);
  const inDeck = deck.find((u) => state.cards[u]?.stub === stub);
  const uuid = faceDown ?? inDeck;
  if (uuid === undefined) throw new Error(`No ${stub} left to reveal`);
  if (faceDown === undefined) deck.splice(deck.indexOf(uuid), 1);
  else chimera.threatZone.splice(chimera.threatZone.indexOf(uuid), 1);
  const card = state.cards[uuid];
  if (card) card.zone = 'threat';
  chimera.threatZone.unshift(uuid);
  const revealed = revealAspect(state, context);
  if (revealed === null) throw new Error('Nothing revealed');
  return revealed;
}

/** Puts every face-down aspect back into the Chimera's draw pile: it has nothing left to reveal. */
export function noFaceDownAspects(state: GameState): void {
  const chimera = requireChimera(state);
  for (const uuid of chimera.threatZone.splice(0)) {
    const card = state.cards[uuid];
    if (card) card.zone = 'deck';
    state.players[chimera.seat].deck.push(uuid);
  }
}

/** alice's first turn in a solo game of her precon against a Chimera precon (first fives done). */
export async function firstSoloTurn(
  context: EngineContext,
  seed: string,
  player: number,
  chimera: number,
): Promise<GameState> {
  const state = createGame(await soloGameSetup(seed, player, chimera), context);
  return pressFor(pressFor(state, context, 'Done'), context, 'Done');
}

/** alice presses the button of this text (or value) in her open prompt. */
export function pressFor(state: GameState, context: EngineContext, text: string): GameState {
  const decision = state.decision;
  if (!decision) throw new Error('No prompt');
  const option = openOptions(state, context, decision).find(
    (o) => o.kind === 'button' && (o.text === text || o.value === text),
  );
  if (!option) throw new Error(`No button ${text} in "${decision.title}"`);
  const result = applyCommand(state, context, 'alice', {
    type: 'menuButton',
    arg: option.value,
    uuid: decision.id,
    method: 'choose',
  });
  if (result.error) throw new Error(result.error);
  return result.state;
}

/** alice clicks a card (or die) offered in her open prompt. */
export function clickFor(state: GameState, context: EngineContext, uuid: string): GameState {
  const die = uuid in state.dice;
  const result = applyCommand(
    state,
    context,
    'alice',
    die ? { type: 'dieClicked', uuid } : { type: 'cardClicked', uuid },
  );
  if (result.error) throw new Error(result.error);
  return result.state;
}

/** Answers that decline: alice never blocks, guards or counters unless a test does it itself. */
const DECLINE = ['Done', 'No guard', "Don't counter", 'Pass'];

/** alice answers every prompt until her next turn: declining buttons first, else the first option. */
export function answerUntilAliceTurn(state: GameState, context: EngineContext): GameState {
  let next = state;
  for (let i = 0; i < 30 && next.decision && next.turn?.player !== 'p1'; i++) {
    const decision = next.decision;
    const options = openOptions(next, context, decision);
    const decline = options.find(
      (o) => o.kind === 'button' && DECLINE.some((t) => o.text === t || o.value === t),
    );
    const option = decline ?? options[0];
    if (!option) throw new Error(`Nothing to answer in "${decision.title}"`);
    next =
      option.kind === 'button'
        ? pressFor(next, context, option.value)
        : clickFor(next, context, option.value);
  }
  return next;
}

/** alice passes her turn; the Chimera's turn runs, alice declining whatever it asks her. */
export function passTurnFor(state: GameState, context: EngineContext): GameState {
  return answerUntilAliceTurn(
    pressFor(pressFor(state, context, 'Pass'), context, 'End Turn'),
    context,
  );
}

function partText(part: MessagePart): string {
  if (typeof part === 'string') return part;
  if ('alert' in part) return part.alert.message.map(partText).join('');
  if ('behaviour' in part) return `[${part.behaviour.side}|${part.behaviour.main}]`;
  if ('card' in part) return part.card.name;
  if ('player' in part) return part.player.name;
  if ('nonAvatarPlayer' in part) return part.nonAvatarPlayer.name;
  return '';
}

/** The log as plain lines. */
export function logLines(state: GameState): string[] {
  return state.log.map((l) => l.message.map(partText).join(''));
}

/**
 * Builds alice's open turn prompt again from the board: a test that puts cards into play
 * after the prompt opened sees the actions that board offers (Attack a unit, ...).
 */
export function refreshTurnPrompt(state: GameState, context: EngineContext): void {
  const decision = state.decision;
  if (!decision || decision.key !== 'action') throw new Error('No turn prompt open');
  decision.options = turnOptions(state, context, decision.player);
}

/** alice answers prompts (declining first) until her own turn prompt is open again. */
export function settleAttack(state: GameState, context: EngineContext): GameState {
  let next = state;
  for (let i = 0; i < 30 && next.decision && next.decision.key !== 'action'; i++) {
    const decision = next.decision;
    const options = openOptions(next, context, decision);
    const option =
      options.find((o) => o.kind === 'button' && DECLINE.includes(o.text ?? '')) ?? options[0];
    if (!option) throw new Error(`Nothing to answer in "${decision.title}"`);
    next =
      option.kind === 'button'
        ? pressFor(next, context, option.value)
        : clickFor(next, context, option.value);
  }
  return next;
}

/**
 * A Dragonborn's turn after alice passes (or `run`), on the first draw offset whose behaviour
 * die shows `face`.
 */
export function dragonbornTurnWithFace(
  state: GameState,
  context: EngineContext,
  face: 'basic' | 'class' | 'power',
  run: (state: GameState, context: EngineContext) => GameState = passTurnFor,
): GameState {
  for (let offset = 0; offset < 200; offset++) {
    const trial = structuredClone(state);
    if (trial.random.scheme === 'keyed') trial.random.draws += offset;
    const after = run(trial, context);
    const lines = logLines(after).slice(state.log.length);
    if (lines.some((l) => l.startsWith(`Behaviour die: ${face}:`))) return after;
  }
  throw new Error(`No behaviour die showing ${face}`);
}
