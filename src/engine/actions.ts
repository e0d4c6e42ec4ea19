/** Side actions that are not cards: Meditate and the dice powers; plus "change dice" effects. */
import type { DieLevel, Magic } from '../domain/dice';
import { allUnits, inst, isAllyCard, keyword, targetableBy } from './cardinfo';
import { opponentsOf } from './sides';
import type { EngineContext } from './context';
import {
  CANCEL,
  DONE,
  SKIP,
  button,
  cardOptions,
  choice,
  ctxId,
  deckButton,
  dieOptions,
  multi,
  noteTargeting,
} from './decisions';
import { diceOf, lower } from './dice';
import { opponentDiceLocked } from './laws';
import { addLog, cardPart, diePart, playerPart } from './log';
import { dealDamage, discardIfOutOfStatus, drawCards, moveCard } from './ops';
import { call, defineProc } from './runner';
import type { Ask, Run } from './runner';
import type { DieState, GameState, PlayerId } from './state';
import { hasSide } from './turn-state';

/** The sides a die may be set to, as prompt buttons (also used by card dice steps). */
export const FACE_BUTTONS = [
  button('power', 'Power'),
  button('class', 'Class'),
  button('basic', 'Basic'),
];

/** ctx.left dice to set to a face of the player's choice. */
defineProc('changeDice', [
  (g) => {
    const left = Number(g.ctx.left ?? 0);
    if (g.ctx.die === DONE || left <= 0) return { end: true };
    if (typeof g.ctx.die === 'string') return;
    const dice = diceOf(g.state, g.me).filter((d) => d.location === 'active');
    if (dice.length === 0) return { end: true };
    return choice(
      'die',
      `Choose a die to change (${left} left)`,
      [...dieOptions(dice.map((d) => d.uuid)), button(DONE, 'Done')],
      {
        source: g.frame.source,
      },
    );
  },
  (g) => {
    const die = g.state.dice[String(g.ctx.die)] as DieState;
    const face = g.ctx.face;
    if (face !== 'power' && face !== 'class' && face !== 'basic') {
      return choice('face', 'Choose a side', FACE_BUTTONS, { source: g.frame.source });
    }
    die.level = face as DieLevel;
    addLog(g.state, [playerPart(g.state, g.me), ' changes a die to ', diePart(die)]);
    g.ctx.left = Number(g.ctx.left) - 1;
    delete g.ctx.die;
    delete g.ctx.face;
    return { goto: 0 };
  },
]);

function meditateSources(state: GameState, context: EngineContext, player: PlayerId): string[] {
  const p = state.players[player];
  const board = p.spellboard.filter((u) => keyword(state, context, u, 'bound') === 0);
  return [...p.hand, ...board];
}

export function canMeditate(state: GameState, context: EngineContext, player: PlayerId): boolean {
  return (
    hasSide(state, player) &&
    (state.players[player].deck.length > 0 || meditateSources(state, context, player).length > 0)
  );
}

/** Meditate: discard one card at a time (top of deck, hand, spellboard), setting a die each time. */
defineProc('meditate', [
  (g) => {
    const { state } = g;
    const count = Number(g.ctx.count ?? 0);
    const pick = g.ctx.pick;
    if (pick === DONE || pick === CANCEL) {
      if (count > 0) addLog(state, [playerPart(state, g.me), ` meditates ${count} card(s)`]);
      return { end: true };
    }
    if (pick === undefined) {
      const options = [
        ...(state.players[g.me].deck.length > 0 ? [deckButton('top', 'Top of draw pile')] : []),
        ...cardOptions(meditateSources(state, g.context, g.me)),
        count > 0 ? button(DONE, 'Done') : button(CANCEL, 'Cancel'),
      ];
      return choice('pick', 'Meditate: choose a card to discard', options);
    }
    if (count === 0 && state.turn) {
      state.turn.sideActions -= 1;
    }
    if (pick === 'top') {
      const top = state.players[g.me].deck[0];
      if (top) moveCard(state, top, 'discard');
    } else {
      const card = inst(state, String(pick));
      const where = card.zone;
      moveCard(state, String(pick), 'discard');
      addLog(state, [
        playerPart(state, g.me),
        ' meditates ',
        cardPart(g.context, card.stub),
        ` from their ${where}`,
      ]);
    }
    g.ctx.count = count + 1;
    delete g.ctx.pick;
    call(g, 'changeDice', { left: 1 });
    return { goto: 0 };
  },
]);

// ---- dice powers ----

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

function attachPower(magic: 'charm' | 'divine') {
  return [
    target('unit', `Choose a unit for the ${magic} die`, (g: Run) =>
      magic === 'charm' ? charmTargets(g) : divineTargets(g),
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

defineProc('power:illusion', [
  (g) => {
    if (g.ctx.dice !== undefined) return;
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
    for (const id of list) {
      const die = g.state.dice[String(id)] as DieState;
      lower(die);
      addLog(g.state, [playerPart(g.state, g.me), ' lowers a die to ', diePart(die)]);
    }
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
