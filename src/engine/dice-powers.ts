/** The dice powers: announced with their first choice and a Cancel, then paid, then resolved. */
import type { Magic } from '../domain/dice';
import { allUnits, inst, isAllyCard, targetableBy } from './cardinfo';
import { opponentsOf } from './sides';
import type { EngineContext } from './context';
import {
  CANCEL,
  SKIP,
  button,
  cardOptions,
  choice,
  ctxId,
  multi,
  notePlayerTargeting,
  noteTargeting,
} from './decisions';
import { diceOf, lower } from './dice';
import { artificeHosts, astralHosts } from './ascendancy-dice';
import { opponentDiceLocked } from './laws';
import { noteDiceAffected } from './dice-affected';
import { noteCostPaid } from './spell-dice';
import { onlyMeditateAsSideAction } from './meditate-only';
import { addLog, cardPart, diePart, playerPart } from './log';
import { dealDamage, discardIfOutOfStatus, drawCards, moveCard } from './ops';
import { call, defineProc } from './runner';
import type { Ask, Run } from './runner';
import type { DieState, GameState, PlayerId } from './state';
import { hasSide } from './turn-state';

function opponentUnitsTargetable(state: GameState, context: EngineContext, me: PlayerId): string[] {
  return opponentsOf(state, me)
    .flatMap((p) => state.players[p].battlefield)
    .filter((u) => targetableBy(state, context, u, me));
}

/** Opponents' dice an Illusion power may lower: active, above basic, not locked (laws.ts). */
function lowerableDice(state: GameState, context: EngineContext, me: PlayerId): DieState[] {
  return opponentsOf(state, me)
    .filter((p) => !opponentDiceLocked(state, context, me, p))
    .flatMap((p) => diceOf(state, p))
    .filter((d) => d.location === 'active' && d.level !== 'basic');
}

function hasAttached(state: GameState, unit: string, magic: Magic): boolean {
  return Object.values(state.dice).some((d) => d.host === unit && d.magic === magic);
}

export function powerTargets(
  state: GameState,
  context: EngineContext,
  me: PlayerId,
  magic: Magic,
): boolean {
  switch (magic) {
    case 'ceremonial':
      return state.players[me].discard.some((u) => isAllyCard(state, context, u));
    case 'charm':
      return opponentUnitsTargetable(state, context, me).some(
        (u) => !hasAttached(state, u, 'charm'),
      );
    case 'divine':
      return state.players[me].battlefield.some((u) => !hasAttached(state, u, 'divine'));
    case 'illusion':
      return lowerableDice(state, context, me).length > 0;
    case 'natural':
      return allUnits(state).some((u) => targetableBy(state, context, u, me));
    case 'sympathy':
      return state.players[me].deck.length > 0;
    case 'time':
      return state.players[me].battlefield.length > 0;
    case 'artifice':
      return artificeHosts(state, me).length > 0;
    case 'astral':
      return astralHosts(state, me).length > 0;
  }
}

export function canUseDiePower(
  state: GameState,
  context: EngineContext,
  me: PlayerId,
  dieId: string,
): boolean {
  const die = state.dice[dieId];
  if (!die || die.owner !== me || die.location !== 'active' || die.level !== 'power') return false;
  // Tranquility: Meditate may be the only side action left.
  if (onlyMeditateAsSideAction(state, context, me)) return false;
  return hasSide(state, me) && powerTargets(state, context, me, die.magic);
}

/**
 * What each dice power does, as its announcement names it before anything is paid. The powers
 * that start with a target ask for it here (the power's own step then finds it chosen), so a
 * player sees the effect, picks where it goes, and may still cancel with nothing spent.
 */
interface PowerAnnouncement {
  /** The ctx key of the power's first choice, handed to its procedure. */
  key: string;
  title: string;
  targets: (g: Run) => string[];
}

const announcements: Partial<Record<Magic, PowerAnnouncement>> = {
  ceremonial: {
    key: 'ally',
    title:
      'Ceremonial dice power: choose an ally in your discard pile to return to your hand (your Phoenixborn takes 1 damage)',
    targets: (g) => g.state.players[g.me].discard.filter((u) => isAllyCard(g.state, g.context, u)),
  },
  charm: {
    key: 'unit',
    title: "Charm dice power: choose an opponent's unit to attach the die to (its attack -1)",
    targets: (g) => charmTargets(g),
  },
  divine: {
    key: 'unit',
    title: 'Divine dice power: choose a unit you control to attach the die to (its attack +1)',
    targets: (g) => divineTargets(g),
  },
  natural: {
    key: 'unit',
    title: 'Natural dice power: choose a unit to deal 1 damage to',
    targets: (g) => naturalTargets(g),
  },
  time: {
    key: 'unit',
    title: 'Time dice power: choose a unit you control to gain a status token',
    targets: (g) => [...g.state.players[g.me].battlefield],
  },
  artifice: {
    key: 'unit',
    title: 'Artifice dice power: choose a card you control to attach the die to (it is charged)',
    targets: (g) => artificeHosts(g.state, g.me),
  },
  astral: {
    key: 'unit',
    title:
      'Astral dice power: choose a unit you control or your Phoenixborn to attach the die to (it prevents 1 damage)',
    targets: (g) => astralHosts(g.state, g.me),
  },
};

const ILLUSION_TITLE = "Illusion dice power: lower up to 2 of your opponent's dice";
const SYMPATHY_TITLE =
  'Sympathy dice power: draw 1 card, then you may put a card from your hand on the top or bottom of your draw pile';

/** The announcement's question: the power's first choice (or Use) beside Cancel. */
function announce(g: Run, magic: Magic): { ask: Ask } {
  const cancel = button(CANCEL, 'Cancel');
  if (magic === 'illusion')
    return multi(
      'first',
      ILLUSION_TITLE,
      'upTo',
      lowerableDice(g.state, g.context, g.me).map((d) => d.uuid),
      { params: { max: 2 }, buttons: [cancel] },
    );
  const first = announcements[magic];
  if (!first) return choice('first', SYMPATHY_TITLE, [button('use', 'Use'), cancel]);
  return choice('first', first.title, [...cardOptions(first.targets(g)), cancel]);
}

/**
 * ctx: die. Announces the power (its first choice or Use, with Cancel: nothing is spent until
 * then), pays the side action and the die, then resolves the power of its magic.
 */
defineProc('dicePower', [
  (g) => {
    const die = g.state.dice[String(g.ctx.die)] as DieState;
    if (g.ctx.first === CANCEL) return { end: true };
    if (g.ctx.first === undefined) return announce(g, die.magic);
  },
  (g) => {
    const die = g.state.dice[String(g.ctx.die)] as DieState;
    if (g.state.turn) g.state.turn.sideActions -= 1;
    die.location = 'exhausted';
    g.state.players[g.me].stats.diceSpent += 1;
    noteCostPaid(g.state, g.me, [die.uuid], true);
    addLog(g.state, [
      playerPart(g.state, g.me),
      ' uses the dice power of ',
      diePart({ magic: die.magic, level: 'power' }),
    ]);
    const first = g.ctx.first ?? null;
    const key = die.magic === 'illusion' ? 'dice' : announcements[die.magic]?.key;
    call(g, `power:${die.magic}`, { die: die.uuid, ...(key ? { [key]: first } : {}) }, g.me, null);
  },
]);

function target(key: string, title: string, list: (g: Run) => string[], optional = false) {
  return (g: Run) => {
    const value = g.ctx[key];
    if (value !== undefined) {
      if (typeof value === 'string' && value !== SKIP) noteTargeting(g, value);
      return;
    }
    const items = list(g);
    if (items.length === 0) {
      g.ctx[key] = null;
      return;
    }
    return choice(key, title, [...cardOptions(items), ...(optional ? [button(SKIP, 'Skip')] : [])]);
  };
}

defineProc('power:ceremonial', [
  target('ally', 'Choose an ally in your discard pile', (g) =>
    g.state.players[g.me].discard.filter((u) => isAllyCard(g.state, g.context, u)),
  ),
  (g) => {
    const ally = ctxId(g, 'ally');
    if (!ally) return;
    const stub = inst(g.state, ally).stub;
    moveCard(g.state, ally, 'hand');
    addLog(g.state, [
      playerPart(g.state, g.me),
      ' returns ',
      cardPart(g.context, stub),
      ' to their hand',
    ]);
    dealDamage(g.state, g.context, g.state.players[g.me].phoenixborn, 1, {
      by: g.me,
      byEffect: true,
    });
  },
]);

function charmTargets(g: Run): string[] {
  return opponentUnitsTargetable(g.state, g.context, g.me).filter(
    (u) => !hasAttached(g.state, u, 'charm'),
  );
}

function divineTargets(g: Run): string[] {
  return g.state.players[g.me].battlefield.filter((u) => !hasAttached(g.state, u, 'divine'));
}

function naturalTargets(g: Run): string[] {
  return allUnits(g.state).filter((u) => targetableBy(g.state, g.context, u, g.me));
}

/** The magics whose power attaches the die to a card. */
type AttachingMagic = 'charm' | 'divine' | 'artifice' | 'astral';

/** The cards a die of this attaching magic may go onto. */
function attachTargets(g: Run, magic: AttachingMagic): string[] {
  switch (magic) {
    case 'charm':
      return charmTargets(g);
    case 'divine':
      return divineTargets(g);
    case 'artifice':
      return artificeHosts(g.state, g.me);
    case 'astral':
      return astralHosts(g.state, g.me);
  }
}

function attachPower(magic: AttachingMagic) {
  return [
    target(
      'unit',
      `Choose a ${magic === 'artifice' ? 'card' : 'unit'} for the ${magic} die`,
      (g: Run) => attachTargets(g, magic),
    ),
    (g: Run) => {
      const unit = ctxId(g, 'unit');
      const die = g.state.dice[String(g.ctx.die)] as DieState;
      if (!unit) return;
      die.location = 'attached';
      die.host = unit;
      addLog(g.state, [
        diePart(die),
        ' is attached to ',
        cardPart(g.context, inst(g.state, unit).stub),
      ]);
    },
  ];
}
defineProc('power:charm', attachPower('charm'));
defineProc('power:divine', attachPower('divine'));
defineProc('power:artifice', attachPower('artifice'));
defineProc('power:astral', attachPower('astral'));

defineProc('power:illusion', [
  (g) => {
    if (g.ctx.dice !== undefined) {
      // Lowering an opponent's dice targets that opponent (Vanish may cancel it).
      const chosen = Array.isArray(g.ctx.dice) ? g.ctx.dice : [];
      const owners = new Set(chosen.map((id) => g.state.dice[String(id)]?.owner));
      for (const owner of owners) if (owner) notePlayerTargeting(g, owner);
      return;
    }
    const dice = lowerableDice(g.state, g.context, g.me);
    return multi(
      'dice',
      "Lower up to 2 of your opponent's dice",
      'upTo',
      dice.map((d) => d.uuid),
      { params: { max: 2 } },
    );
  },
  (g) => {
    const list = Array.isArray(g.ctx.dice) ? g.ctx.dice : [];
    const loweredOf = new Map<PlayerId, number>();
    for (const id of list) {
      const die = g.state.dice[String(id)] as DieState;
      lower(die);
      loweredOf.set(die.owner, (loweredOf.get(die.owner) ?? 0) + 1);
      addLog(g.state, [playerPart(g.state, g.me), ' lowers a die to ', diePart(die)]);
    }
    for (const [owner, count] of loweredOf)
      noteDiceAffected(g.state, { owner, by: g.me, count, how: 'lowered' });
  },
]);

defineProc('power:natural', [
  target('unit', 'Choose a unit to deal 1 damage to', naturalTargets),
  (g) => {
    const unit = ctxId(g, 'unit');
    if (unit) dealDamage(g.state, g.context, unit, 1, { by: g.me, byEffect: true });
  },
]);

defineProc('power:sympathy', [
  (g) => {
    drawCards(g.state, g.me, 1);
    addLog(g.state, [playerPart(g.state, g.me), ' draws 1 card']);
  },
  target(
    'card',
    'You may put a card from your hand on your draw pile',
    (g) => [...g.state.players[g.me].hand],
    true,
  ),
  (g) => {
    const card = ctxId(g, 'card');
    if (!card) return;
    const where = g.ctx.where;
    if (where !== 'top' && where !== 'bottom') {
      return choice('where', 'Top or bottom of your draw pile?', [
        button('top', 'Top'),
        button('bottom', 'Bottom'),
      ]);
    }
    moveCard(g.state, card, 'deck', { toTop: where === 'top' });
    addLog(g.state, [playerPart(g.state, g.me), ` puts a card on the ${where} of their draw pile`]);
  },
]);

defineProc('power:time', [
  target('unit', 'Choose a unit you control to gain a status token', (g) => [
    ...g.state.players[g.me].battlefield,
  ]),
  (g) => {
    const unit = ctxId(g, 'unit');
    if (unit) inst(g.state, unit).tokens.status += 1;
  },
  target(
    'from',
    'You may remove a status token from a unit, ready spell or alteration',
    (g) =>
      Object.values(g.state.cards)
        .filter(
          (c) => ['battlefield', 'spellboard', 'attached'].includes(c.zone) && c.tokens.status > 0,
        )
        .map((c) => c.uuid),
    true,
  ),
  (g) => {
    const from = ctxId(g, 'from');
    if (!from) return;
    inst(g.state, from).tokens.status -= 1;
    discardIfOutOfStatus(g.state, g.context, from);
  },
]);
