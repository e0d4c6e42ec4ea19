/**
 * Scenario DSL for engine tests: set up any board, drive commands as either player, and
 * read prompts, state and log lines.
 *
 *   const s = scenario(catalogue, {
 *     p1: { phoenixborn: 'aradel-summergaard', hand: ['anchornaut'], dice: ['natural:power', 'illusion:class'] },
 *     p2: { phoenixborn: 'coal-roarkwin', battlefield: [{ stub: 'iron-worker', damage: 1 }] },
 *   });
 *   s.click('anchornaut');        // whoever must decide clicks a selectable card with that stub
 *   s.button('Skip');             // a prompt button by text or arg
 *   expect(s.unit('p2', 'iron-worker')?.tokens.damage).toBe(2);
 */
import { RULES_VERSION } from '../rules-version';
import type { Card } from '../../domain/cards';
import type { DieLevel, Magic } from '../../domain/dice';
import type { GameCommand } from '../../protocol/game';
import type { GameView, MessagePart, OptionSettings } from '../../protocol/game-view';
import { expireClocks } from '../clock';
import { applyCommand } from '../commands';
import type { EngineContext } from '../context';
import type { CardRegistry } from '../cards/registry';
import { engineContext } from '../standard-context';
import { DONE, openOptions } from '../decisions';
import { addCard, emptyPlayer } from '../game';
import { newRandomState, freshUuid } from '../rng';
import { makeFrame, run } from '../runner';
import type { CardInstance, DieState, GameState, Phase, PlayerId, Zone } from '../state';
import { viewFor } from '../view';
import '../procedures';

export interface UnitSetup {
  stub: string;
  damage?: number;
  exhaustion?: number;
  status?: number;
  /** Alterations attached to it. */
  upgrades?: string[];
  /** Dice of its owner sitting on it, as "magic:level" (charm, divine, artifice, astral dice). */
  dice?: string[];
}

export interface PlayerBoard {
  phoenixborn: string;
  name?: string;
  hand?: string[];
  deck?: string[];
  discard?: string[];
  battlefield?: (string | UnitSetup)[];
  spellboard?: (string | UnitSetup)[];
  /** Conjuration pile; by default the conjurations the player's cards can make. */
  archives?: string[];
  /** Active dice as "magic:level". */
  dice?: string[];
  exhaustedDice?: string[];
  pbDamage?: number;
  pbExhaustion?: number;
  /** Dice sitting on the Phoenixborn, as "magic:level". */
  pbDice?: string[];
  guarded?: boolean;
  /** Alt arts the player holds: card stub → image stubs. */
  altArts?: Record<string, string[]>;
  /** 'engine': the engine plays this side (driven-sides.ts) from the first step on. */
  driver?: 'engine';
}

export interface ScenarioSetup {
  p1: PlayerBoard;
  p2: PlayerBoard;
  firstPlayer?: PlayerId;
  /** The sides in turn order, each a list of seats; default one side each, p1 then p2. */
  sides?: PlayerId[][];
  round?: number;
  /** Where play starts: the first player's turn (default), the prepare or recovery phase. */
  phase?: Extract<Phase, 'playerturns' | 'prepare' | 'recovery'>;
  seed?: string;
  /** A game clock; it runs from `startedAt` (epoch ms) once commands carry times (`at`). */
  clock?: { type: 'chess' | 'timer'; seconds: number; startedAt: number };
  /** Option settings of either player, as toggleOptionSetting would set them. */
  options?: Partial<Record<PlayerId, Partial<OptionSettings>>>;
}

function conjurationsFor(catalogue: Record<string, Card>, board: PlayerBoard): string[] {
  const stubs = [
    board.phoenixborn,
    ...(board.hand ?? []),
    ...(board.deck ?? []),
    ...(board.discard ?? []),
  ];
  for (const entry of [...(board.battlefield ?? []), ...(board.spellboard ?? [])])
    stubs.push(typeof entry === 'string' ? entry : entry.stub);
  const result: string[] = [];
  const seen = new Set<string>();
  for (const stub of stubs) {
    for (const ref of catalogue[stub]?.conjurations ?? []) {
      if (seen.has(ref.stub)) continue;
      seen.add(ref.stub);
      for (let i = 0; i < (catalogue[ref.stub]?.copies ?? 1); i++) result.push(ref.stub);
    }
  }
  return result;
}

function place(state: GameState, owner: PlayerId, entry: string | UnitSetup, zone: Zone): string {
  const setup = typeof entry === 'string' ? { stub: entry } : entry;
  const uuid = addCard(state, owner, setup.stub, zone);
  const card = state.cards[uuid] as CardInstance;
  card.tokens = {
    damage: setup.damage ?? 0,
    exhaustion: setup.exhaustion ?? 0,
    status: setup.status ?? 0,
  };
  for (const up of setup.upgrades ?? []) {
    const id = addCard(state, owner, up, 'attached');
    (state.cards[id] as CardInstance).host = uuid;
    card.upgrades.push(id);
  }
  for (const spec of setup.dice ?? []) addDie(state, owner, spec, 'attached', uuid);
  return uuid;
}

function addDie(
  state: GameState,
  owner: PlayerId,
  spec: string,
  location: DieState['location'],
  host: string | null = null,
): void {
  const [magic, level] = spec.split(':') as [Magic, DieLevel | undefined];
  const uuid = freshUuid(state);
  state.dice[uuid] = { uuid, owner, magic, level: level ?? 'basic', location, host };
  state.players[owner].dice.push(uuid);
}

export function buildState(catalogue: Record<string, Card>, setup: ScenarioSetup): GameState {
  const state: GameState = {
    version: 0,
    rulesVersion: RULES_VERSION,
    seed: setup.seed ?? 'scenario',
    random: newRandomState(setup.seed ?? 'scenario'),
    owner: setup.p1.name ?? 'alice',
    players: {
      p1: emptyPlayer('p1', setup.p1.name ?? 'alice', 0),
      p2: emptyPlayer('p2', setup.p2.name ?? 'bob', 0),
    },
    sides: (setup.sides ?? [['p1'], ['p2']]).map((players) => ({ players: [...players] })),
    cards: {},
    dice: {},
    round: setup.round ?? 1,
    phase: setup.phase ?? 'playerturns',
    firstPlayer: setup.firstPlayer ?? 'p1',
    turn: null,
    passStreak: 0,
    attack: null,
    stack: [],
    decision: null,
    pendingEvents: [],
    winner: null,
    winReason: null,
    finishedAt: null,
    manualMode: false,
    muteSpectators: false,
    clock: setup.clock
      ? {
          type: setup.clock.type,
          seconds: setup.clock.seconds,
          at: setup.clock.startedAt,
          ...(setup.clock.type === 'timer' ? { gameLeft: setup.clock.seconds } : {}),
        }
      : { type: 'none', seconds: 0 },
    log: [],
    cardLog: [],
    counter: 0,
  };
  for (const id of ['p1', 'p2'] as const) {
    const board = setup[id];
    const player = state.players[id];
    player.phoenixborn = place(
      state,
      id,
      {
        stub: board.phoenixborn,
        damage: board.pbDamage ?? 0,
        exhaustion: board.pbExhaustion ?? 0,
        dice: board.pbDice ?? [],
      },
      'phoenixborn',
    );
    player.guardedThisRound = board.guarded ?? false;
    if (board.altArts) player.altArts = board.altArts;
    if (board.driver) player.driver = board.driver;
    if (setup.clock) player.clockSeconds = setup.clock.seconds;
    // Timed alerts would put an Ok prompt between every attack and its blocks: scenarios
    // turn them on only when they test them.
    Object.assign(player.optionSettings, { alertTimer: 0 }, setup.options?.[id] ?? {});
    for (const stub of board.hand ?? []) player.hand.push(place(state, id, stub, 'hand'));
    for (const stub of board.deck ?? []) player.deck.push(place(state, id, stub, 'deck'));
    for (const stub of board.discard ?? []) player.discard.push(place(state, id, stub, 'discard'));
    for (const entry of board.battlefield ?? [])
      player.battlefield.push(place(state, id, entry, 'battlefield'));
    for (const entry of board.spellboard ?? [])
      player.spellboard.push(place(state, id, entry, 'spellboard'));
    for (const stub of board.archives ?? conjurationsFor(catalogue, board))
      player.archives.push(place(state, id, stub, 'archives'));
    for (const spec of board.dice ?? []) addDie(state, id, spec, 'active');
    for (const spec of board.exhaustedDice ?? []) addDie(state, id, spec, 'exhausted');
  }
  const game = makeFrame('game', 'p1');
  const phase = setup.phase ?? 'playerturns';
  if (phase === 'playerturns') {
    game.step = 3;
    state.stack.push(game, makeFrame('playerTurns', 'p1', { next: state.firstPlayer }));
    (state.stack[1] as { step: number }).step = 1;
    state.phase = 'playerturns';
  } else if (phase === 'prepare') {
    game.step = 2;
    state.stack.push(game, makeFrame('prepare', 'p1'));
  } else {
    game.step = 4;
    state.stack.push(game, makeFrame('recovery', 'p1'));
  }
  return state;
}

function partText(part: MessagePart): string {
  if (typeof part === 'string') return part;
  if ('alert' in part) return part.alert.message.map(partText).join('');
  if ('card' in part) return part.card.name;
  if ('player' in part) return part.player.name;
  if ('nonAvatarPlayer' in part) return part.nonAvatarPlayer.name;
  if ('die' in part) return part.die.name;
  if ('link' in part) return part.label;
  return '';
}

export class Scenario {
  state: GameState;
  readonly context: EngineContext;
  lastError: string | undefined;
  /** Epoch ms sent with every command (see `at`); undefined sends no time. */
  now: number | undefined;

  constructor(catalogue: Record<string, Card>, setup: ScenarioSetup, cards?: CardRegistry) {
    this.context = engineContext(catalogue, cards);
    this.state = buildState(catalogue, setup);
    run(this.state, this.context);
  }

  name(p: PlayerId): string {
    return this.state.players[p].name;
  }

  /** Sends a command as a player (default: whoever must decide). Throws if refused unless allowed. */
  send(command: GameCommand, as?: PlayerId, expectRefusal = false): this {
    const actor = as ?? this.state.decision?.player ?? 'p1';
    const asked = this.state.decision?.id;
    const options = this.now === undefined ? {} : { now: this.now };
    const result = applyCommand(this.state, this.context, this.name(actor), command, options);
    this.lastError = result.error;
    if (result.error && !expectRefusal)
      throw new Error(`Refused: ${result.error} (prompt: ${this.state.decision?.title})`);
    this.state = result.state;
    if (this.confirmPayments && this.state.decision?.id !== asked) this.confirmPreselectedPayment();
    return this;
  }

  /**
   * Whether a payment that comes with its dice already selected (only one set of dice can pay)
   * is confirmed with Done as soon as it is asked, as a player would: card tests are about what the card does,
   * not about paying. Payment tests turn it off to see the prompt.
   */
  confirmPayments = true;

  private confirmPreselectedPayment(): void {
    const decision = this.state.decision;
    if (decision?.key !== 'dice' || (decision.selected ?? []).length === 0) return;
    const done = openOptions(this.state, this.context, decision).some(
      (o) => o.kind === 'button' && o.value === DONE,
    );
    if (!done) return;
    this.send({ type: 'menuButton', arg: DONE, uuid: decision.id ?? null, method: 'choose' });
  }

  /** Sets the time (epoch ms) later commands carry. */
  at(now: number): this {
    this.now = now;
    return this;
  }

  /** Runs the clocks to `now` as the game node's timer does. */
  expire(now: number): this {
    this.now = now;
    this.state = expireClocks(this.state, now);
    return this;
  }

  /** Clicks a selectable card given by stub or uuid. */
  click(stubOrUuid: string, as?: PlayerId): this {
    const decision = this.state.decision;
    const options = decision ? openOptions(this.state, this.context, decision) : [];
    const match = options.find(
      (o) =>
        o.kind === 'card' &&
        (o.value === stubOrUuid || this.state.cards[o.value]?.stub === stubOrUuid),
    );
    return this.send({ type: 'cardClicked', uuid: match?.value ?? stubOrUuid }, as);
  }

  /** Clicks a selectable die given by "magic:level" or uuid. */
  die(spec: string, as?: PlayerId): this {
    const decision = this.state.decision;
    const options = decision ? openOptions(this.state, this.context, decision) : [];
    const match = options.find((o) => {
      if (o.kind !== 'die') return false;
      const die = this.state.dice[o.value] as DieState;
      return o.value === spec || `${die.magic}:${die.level}` === spec;
    });
    return this.send({ type: 'dieClicked', uuid: match?.value ?? spec }, as);
  }

  /** Presses a prompt button by its text or arg. */
  button(textOrArg: string, as?: PlayerId): this {
    const decision = this.state.decision;
    const options = decision ? openOptions(this.state, this.context, decision) : [];
    const match = options.find(
      (o) => o.kind === 'button' && (o.text === textOrArg || o.value === textOrArg),
    );
    return this.send(
      {
        type: 'menuButton',
        arg: match?.value ?? textOrArg,
        uuid: decision?.id ?? null,
        method: 'choose',
      },
      as,
    );
  }

  /** Whether the current prompt offers this button / card stub / die. */
  offers(what: string): boolean {
    const decision = this.state.decision;
    if (!decision) return false;
    return openOptions(this.state, this.context, decision).some(
      (o) =>
        o.text === what ||
        o.value === what ||
        this.state.cards[o.value]?.stub === what ||
        (this.state.dice[o.value]
          ? `${this.state.dice[o.value]?.magic}:${this.state.dice[o.value]?.level}` === what
          : false),
    );
  }

  prompt(): { player: PlayerId | null; title: string; buttons: string[] } {
    const d = this.state.decision;
    if (!d) return { player: null, title: '', buttons: [] };
    const buttons = openOptions(this.state, this.context, d)
      .filter((o) => o.kind === 'button')
      .map((o) => o.text ?? o.value);
    return { player: d.player, title: d.title, buttons };
  }

  view(p: PlayerId | null): GameView {
    return viewFor(this.state, this.context, p ? this.name(p) : null);
  }

  logLines(): string[] {
    return this.state.log.map((m) => m.message.map(partText).join(''));
  }

  /** Cards a player controls (or owns, off the board) with this stub, in a zone. */
  cards(p: PlayerId, stub: string, zone?: Zone): CardInstance[] {
    return Object.values(this.state.cards).filter(
      (c) =>
        c.stub === stub &&
        (zone ? c.zone === zone : true) &&
        (c.controller === p || (c.owner === p && !['battlefield', 'spellboard'].includes(c.zone))),
    );
  }

  unit(p: PlayerId, stub: string): CardInstance | undefined {
    return this.cards(p, stub, 'battlefield')[0];
  }

  pb(p: PlayerId): CardInstance {
    return this.state.cards[this.state.players[p].phoenixborn] as CardInstance;
  }

  zoneStubs(
    p: PlayerId,
    zone: 'hand' | 'deck' | 'discard' | 'battlefield' | 'spellboard' | 'archives' | 'purged',
  ): string[] {
    return this.state.players[p][zone].map((u) => (this.state.cards[u] as CardInstance).stub);
  }

  dice(p: PlayerId, location?: DieState['location']): DieState[] {
    return this.state.players[p].dice
      .map((d) => this.state.dice[d] as DieState)
      .filter((d) => !location || d.location === location);
  }
}

/** A game on this board; `cards` replaces the released scripts (a test adding throwaway cards). */
export function scenario(
  catalogue: Record<string, Card>,
  setup: ScenarioSetup,
  cards?: CardRegistry,
): Scenario {
  return new Scenario(catalogue, setup, cards);
}
