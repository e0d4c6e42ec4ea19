import {
  Box,
  Button,
  IconButton,
  ListSubheader,
  Menu,
  MenuItem,
  Paper,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import type { CardView, GameView, MenuItem as CardMenuItem } from '../../protocol/game-view';
import type { BoardLayout, PileSlot } from '../layout/layout';
import { pileCards } from '../layout/layout';
import {
  BASE_CARD,
  TABLE_CARD_SCALE,
  findCard,
  groupCards,
  inspectorTokens,
  isSpectator,
  perspective,
  popupOpen,
} from '../logic/rules';
import { zoomPlacement } from '../logic/zoom';
import { dragTargets, popupDragPermission } from '../logic/dragMatrix';
import { fullFace } from '../scene/cardFace';
import { tokenList } from '../logic/counters';
import { pileKey } from '../store/gameStore';
import { useBoard, useGame } from './context';
import { TOKEN_NAMES } from '../../protocol/game';
import type { TokenName } from '../../protocol/game';

function isTokenName(name: string): name is TokenName {
  return (TOKEN_NAMES as readonly string[]).includes(name);
}

export interface TableActions {
  pileClicked(slot: PileSlot): void;
}

/** DOM pieces laid over the canvas: pile labels, hand arrows, popups, zoom, menus, inspector. */
export function TableOverlays(props: { layout: BoardLayout | null; actions: TableActions }) {
  const view = useGame((s) => s.view);
  const { layout } = props;
  if (!layout || !view) return null;
  return (
    <>
      {layout.piles.map((slot) => (
        <PileLabel
          key={pileKey(slot.owner, slot.pile)}
          slot={slot}
          onClick={() => props.actions.pileClicked(slot)}
        />
      ))}
      <HandArrows layout={layout} />
      {layout.piles.map((slot) => (
        <PilePopup
          key={`popup-${pileKey(slot.owner, slot.pile)}`}
          slot={slot}
          view={view}
          layout={layout}
        />
      ))}
      <CardMenu layout={layout} />
      <DieMenu layout={layout} />
      <BattleZone view={view} />
      <Inspector view={view} />
    </>
  );
}

function PileLabel({ slot, onClick }: { slot: PileSlot; onClick(): void }) {
  return (
    <Box
      component="button"
      type="button"
      data-testid={`pile-${slot.ownRow ? 'mine' : 'theirs'}-${slot.pile.replace(' ', '-')}`}
      title={`${slot.label}: ${slot.count}`}
      onClick={onClick}
      sx={{
        position: 'absolute',
        left: slot.x,
        top: slot.y + slot.h - 20,
        width: slot.w,
        height: 20,
        border: 0,
        borderRadius: '0 0 6px 6px',
        bgcolor: 'rgba(10,6,4,0.82)',
        color: '#f3e3c8',
        fontSize: 11,
        fontWeight: 600,
        cursor: 'pointer',
        display: 'flex',
        justifyContent: 'space-between',
        gap: 0.5,
        px: 0.75,
        alignItems: 'center',
        '&:hover': { bgcolor: 'rgba(224,146,60,0.5)' },
      }}
    >
      {/* A long label gives way to the count on narrow piles; the title keeps it whole. */}
      <Box
        component="span"
        data-part="label"
        sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {slot.label}
      </Box>
      <span data-part="count">{slot.count}</span>
    </Box>
  );
}

function HandArrows({ layout }: { layout: BoardLayout }) {
  const { store } = useBoard();
  const hand = layout.hand;
  const move = (delta: number) =>
    store.getState().setUi({ handFirst: Math.max(0, hand.first + delta) });
  const arrow = (
    rect: { x: number; y: number; w: number; h: number },
    label: string,
    delta: number,
    text: string,
  ) => (
    <Button
      aria-label={label}
      onClick={() => move(delta)}
      sx={{
        position: 'absolute',
        left: rect.x,
        top: rect.y,
        width: rect.w,
        minWidth: 0,
        height: rect.h,
        bgcolor: 'rgba(10,6,4,0.6)',
        fontSize: 20,
      }}
    >
      {text}
    </Button>
  );
  return (
    <>
      {hand.prev && arrow(hand.prev, 'Previous hand cards', -5, '‹')}
      {hand.next && arrow(hand.next, 'Next hand cards', 5, '›')}
      {hand.count > 5 && (
        <Typography
          variant="caption"
          data-testid="hand-window"
          sx={{
            position: 'absolute',
            left: (hand.next ?? hand.prev)?.x,
            top: (hand.next ?? hand.prev ?? { y: 0 }).y - 18,
            color: 'text.secondary',
          }}
        >
          {hand.first + 1}–{hand.last} of {hand.count}
        </Typography>
      )}
    </>
  );
}

const POPUP_SIZES = [0.6, 1, 1.4, 2];

function PilePopup({
  slot,
  view,
  layout,
}: {
  slot: PileSlot;
  view: GameView;
  layout: BoardLayout;
}) {
  const { store, send } = useBoard();
  const key = pileKey(slot.owner, slot.pile);
  const opened = useGame((s) => s.ui.openedPiles.includes(key));
  const dismissed = useGame((s) => s.ui.dismissedPiles.includes(key));
  const [size, setSize] = useState(1);
  const player = view.players[slot.owner];
  const cards = player ? pileCards(player, slot.pile) : [];
  const open = opened || (!dismissed && popupOpen(cards, false));
  const ownDeck = slot.ownRow && slot.pile === 'deck' && !isSpectator(view);
  useReportDeckShown(ownDeck && open);
  if (!player || !open) return null;
  const scale = POPUP_SIZES[size] ?? 1;
  const w = BASE_CARD.width * TABLE_CARD_SCALE * scale;
  const close = () => {
    const ui = store.getState().ui;
    store.getState().setUi({
      openedPiles: ui.openedPiles.filter((k) => k !== key),
      dismissedPiles: [...ui.dismissedPiles.filter((k) => k !== key), key],
    });
  };
  const top = slot.ownRow ? undefined : slot.y + slot.h + 6;
  const bottom = slot.ownRow ? layout.height - slot.y + 6 : undefined;
  return (
    <Paper
      elevation={12}
      data-testid={`popup-${slot.pile.replace(' ', '-')}`}
      data-pile-popup
      sx={{
        position: 'absolute',
        right: 8,
        top,
        bottom,
        maxWidth: Math.min(layout.width - 16, 760),
        maxHeight: layout.height * 0.55,
        overflow: 'auto',
        zIndex: 10,
        p: 1,
        border: '1px solid rgba(224,146,60,0.6)',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {slot.owner}: {slot.label} ({slot.count})
        </Typography>
        <IconButton
          size="small"
          aria-label="Smaller"
          disabled={size === 0}
          onClick={() => setSize((s) => Math.max(0, s - 1))}
        >
          −
        </IconButton>
        <IconButton
          size="small"
          aria-label="Larger"
          disabled={size === POPUP_SIZES.length - 1}
          onClick={() => setSize((s) => Math.min(POPUP_SIZES.length - 1, s + 1))}
        >
          +
        </IconButton>
        {ownDeck && view.manualMode && (
          <Button size="small" onClick={() => send({ type: 'shuffleDeck' })}>
            Shuffle
          </Button>
        )}
        <IconButton size="small" aria-label="Close" onClick={close}>
          ✕
        </IconButton>
      </Box>
      {cards.length === 0 && <Typography color="text.secondary">Empty</Typography>}
      {groupCards(cards).map((group) => (
        <Box key={group.title}>
          {group.title && (
            <Typography variant="caption" color="text.secondary">
              {group.title}
            </Typography>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            {group.cards.map((card) => (
              <PopupCard
                key={card.uuid}
                card={card}
                width={w}
                dragFrom={canDrag(view, slot, card) ? slot : null}
              />
            ))}
          </Box>
        </Box>
      ))}
    </Paper>
  );
}

/** Whether a popup card may be dragged onto the table (manual mode, our own piles only). */
function canDrag(view: GameView, slot: PileSlot, card: CardView): boolean {
  return dragTargets(slot.pile, popupDragPermission(view, slot.owner, card)).length > 0;
}

/**
 * A card in a pile popup: a click sends cardClicked (it may answer the prompt). A card that may
 * drag carries its pile and owner as data attributes: the board's scene reads them when it is
 * pressed and runs the same gesture as for a card on the table.
 */
function PopupCard(props: { card: CardView; width: number; dragFrom: PileSlot | null }) {
  const { store, send, cardImageBase } = useBoard();
  const { card, width, dragFrom } = props;
  return (
    <Box
      component="img"
      alt={card.name ?? 'Card'}
      src={fullFace(card, cardImageBase).url}
      data-uuid={card.uuid}
      data-drag-pile={dragFrom?.pile}
      data-drag-owner={dragFrom?.owner}
      // No native image drag: the board's own gesture moves the card.
      draggable={false}
      onClick={() => send({ type: 'cardClicked', uuid: card.uuid })}
      onMouseEnter={(e) => store.getState().setUi({ zoomCard: card.uuid, zoomAt: tablePoint(e) })}
      onMouseLeave={() => store.getState().setUi({ zoomCard: null, zoomAt: null })}
      sx={{
        width,
        height: (width * 91) / 65,
        borderRadius: 1,
        cursor: dragFrom ? 'grab' : 'pointer',
        touchAction: dragFrom ? 'none' : undefined,
        outline: card.selected
          ? '3px solid #4cd964'
          : card.selectable
            ? '3px solid #ffd24a'
            : 'none',
      }}
    />
  );
}

/** Tells the game node when our draw deck's popup opens and closes (showDrawDeck). */
function useReportDeckShown(shown: boolean): void {
  const { send } = useBoard();
  const reported = useRef(false);
  useEffect(() => {
    if (shown === reported.current) return;
    reported.current = shown;
    send({ type: 'showDrawDeck', visible: shown });
  }, [shown, send]);
}

/** A pointer position in the coordinates of the table (where the zoom is placed). */
function tablePoint(e: { clientX: number; clientY: number }): { x: number; y: number } {
  const table = document.querySelector('[data-testid="board-table"]');
  const rect = table?.getBoundingClientRect();
  return rect ? { x: e.clientX - rect.left, y: e.clientY - rect.top } : { x: 0, y: 0 };
}

/** The hovered card, large, beside the pointer and inside the table. */
export function CardZoom() {
  const { cardImageBase } = useBoard();
  const uuid = useGame((s) => s.ui.zoomCard);
  const at = useGame((s) => s.ui.zoomAt);
  const size = useGame((s) => s.viewSettings.cardSize);
  const view = useGame((s) => s.view);
  const card = uuid && view ? findCard(view, uuid) : null;
  if (!card || card.facedown) return null;
  const table = document.querySelector('[data-testid="board-table"]');
  const bounds = {
    width: table?.clientWidth ?? window.innerWidth,
    height: table?.clientHeight ?? window.innerHeight,
  };
  // Without a pointer position (e.g. hovering a popup outside the table) it sits at the right.
  const box = zoomPlacement(at ?? { x: bounds.width, y: bounds.height / 2 }, bounds, size);
  return (
    <Box
      component="img"
      data-testid="card-zoom"
      alt={card.name ?? ''}
      src={fullFace(card, cardImageBase).url}
      sx={{
        position: 'absolute',
        left: box.left,
        top: box.top,
        width: box.width,
        height: box.height,
        pointerEvents: 'none',
        zIndex: 15,
        borderRadius: 2,
        boxShadow: '0 8px 32px rgba(0,0,0,0.7)',
      }}
    />
  );
}

const MENU_SECTIONS: ['main' | 'tokens' | 'moves', string][] = [
  ['main', ''],
  ['tokens', 'Tokens'],
  ['moves', 'Moves'],
];

/**
 * The menu of a card or die on the table, in the sections main, tokens and moves; choosing an
 * item sends menuItemClick for the card or die and closes the menu.
 */
function ItemMenu(props: {
  uuid: string | null;
  items: CardMenuItem[];
  anchor: { left: number; top: number } | null;
  label: string;
  onClose(): void;
}) {
  const { send } = useBoard();
  const { uuid, items, onClose } = props;
  const choose = (item: CardMenuItem) => {
    if (uuid) send({ type: 'menuItemClick', uuid, command: item.command, arg: item.arg ?? null });
    onClose();
  };
  return (
    <Menu
      open={props.anchor !== null && items.length > 0}
      onClose={onClose}
      anchorReference="anchorPosition"
      anchorPosition={props.anchor ?? undefined}
      container={() => document.querySelector('[data-testid="board-table"]') ?? document.body}
      slotProps={{ list: { 'aria-label': props.label } }}
    >
      {MENU_SECTIONS.flatMap(([menu, title]) => {
        const list = items.filter((i) => (i.menu ?? 'main') === menu);
        if (list.length === 0) return [];
        return [
          ...(title ? [<ListSubheader key={`h-${menu}`}>{title}</ListSubheader>] : []),
          ...list.map((item, i) => (
            <MenuItem
              key={`${menu}-${i}`}
              dense
              disabled={item.disabled}
              onClick={() => choose(item)}
            >
              {item.text}
            </MenuItem>
          )),
        ];
      })}
    </Menu>
  );
}

function CardMenu({ layout }: { layout: BoardLayout }) {
  const { store } = useBoard();
  const uuid = useGame((s) => s.ui.menuCard);
  const slot = uuid ? layout.cards.find((c) => c.card.uuid === uuid) : undefined;
  return (
    <ItemMenu
      uuid={uuid}
      items={slot?.card.menu ?? []}
      anchor={slot ? { left: slot.x + slot.w, top: slot.y } : null}
      label="Card menu"
      onClose={() => store.getState().setUi({ menuCard: null })}
    />
  );
}

/** The menu of a die, opened and closed by clicking the die. */
function DieMenu({ layout }: { layout: BoardLayout }) {
  const { store } = useBoard();
  const uuid = useGame((s) => s.ui.menuDie);
  const slot = uuid ? layout.dice.find((d) => d.die.uuid === uuid) : undefined;
  return (
    <ItemMenu
      uuid={uuid}
      items={slot?.die.menu ?? []}
      anchor={slot ? { left: slot.x + slot.w + 4, top: slot.y } : null}
      label="Die menu"
      onClose={() => store.getState().setUi({ menuDie: null })}
    />
  );
}

/** The battle zone: each battle of the current attack, attacker against target and guard. */
function BattleZone({ view }: { view: GameView }) {
  const attack = view.attack;
  if (!attack || attack.battles.length === 0) return null;
  const nameOf = (uuid: string) => findCard(view, uuid)?.name ?? 'Hidden card';
  // Phoenixborn attacks are met by blockers, unit attacks by guards.
  const metBy = attack.isPhoenixbornAttack ? 'blocked by' : 'guarded by';
  return (
    <Paper
      elevation={8}
      data-testid="battle-zone"
      sx={{
        position: 'absolute',
        left: 8,
        top: '50%',
        transform: 'translateY(-50%)',
        zIndex: 9,
        p: 1,
        maxWidth: 280,
        bgcolor: 'rgba(26,18,12,0.92)',
        border: '1px solid rgba(229,65,58,0.7)',
        pointerEvents: 'none',
      }}
    >
      <Typography variant="subtitle2" sx={{ color: '#ff8a80' }}>
        {attack.isPhoenixbornAttack ? 'Phoenixborn attack' : 'Unit attack'} by{' '}
        {attack.attackingPlayer}
      </Typography>
      {attack.battles.map((battle) => (
        <Typography key={battle.attacker} variant="body2" component="div" data-testid="battle">
          <b>{nameOf(battle.attacker)}</b> → {nameOf(battle.target)}
          {battle.guard && battle.guard !== battle.target && (
            <Box component="span" sx={{ color: '#8cc4ff' }}>
              {' '}
              ({metBy} {nameOf(battle.guard)})
            </Box>
          )}
        </Typography>
      ))}
    </Paper>
  );
}

/** The card inspector of manual mode: the card with token counters to adjust. */
function Inspector({ view }: { view: GameView }) {
  const { send, cardImageBase } = useBoard();
  const me = perspective(view).me;
  const uuid = me?.inspectionCard;
  const card = uuid ? findCard(view, uuid) : null;
  if (!card) return null;
  const counts = Object.fromEntries(tokenList(card));
  return (
    <Paper
      elevation={12}
      sx={{
        position: 'absolute',
        left: 12,
        top: 12,
        p: 1.5,
        zIndex: 12,
        display: 'flex',
        gap: 1.5,
      }}
      data-testid="inspector"
    >
      <img alt={card.name ?? ''} src={fullFace(card, cardImageBase).url} width={180} height={252} />
      <Box>
        <Typography variant="subtitle1">{card.name}</Typography>
        {inspectorTokens(card.type).map((token) => (
          <Box key={token} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ width: 80 }}>{token}</Typography>
            {isTokenName(token) && (
              <Button
                size="small"
                onClick={() => send({ type: 'modifyCardToken', uuid: card.uuid, token, delta: -1 })}
              >
                −
              </Button>
            )}
            <Typography>{counts[token] ?? 0}</Typography>
            {isTokenName(token) && (
              <Button
                size="small"
                onClick={() => send({ type: 'modifyCardToken', uuid: card.uuid, token, delta: 1 })}
              >
                +
              </Button>
            )}
          </Box>
        ))}
        <InspectorMoves card={card} />
        <Button sx={{ mt: 1 }} onClick={() => send({ type: 'closeInspector' })}>
          Close
        </Button>
      </Box>
    </Paper>
  );
}

/**
 * The card's manual moves (its menu's moves section), offered in the inspector: in manual
 * mode a click on a card in play opens the inspector rather than the menu.
 */
function InspectorMoves({ card }: { card: CardView }) {
  const { send } = useBoard();
  const moves = (card.menu ?? []).filter((item) => item.menu === 'moves');
  if (moves.length === 0) return null;
  return (
    <Box data-testid="inspector-moves" sx={{ mt: 1, display: 'flex', flexDirection: 'column' }}>
      <Typography variant="caption" color="text.secondary">
        Moves
      </Typography>
      {moves.map((item) => (
        <Button
          key={`${item.command}:${item.arg ?? ''}`}
          size="small"
          disabled={item.disabled}
          sx={{ justifyContent: 'flex-start' }}
          onClick={() =>
            send({
              type: 'menuItemClick',
              uuid: card.uuid,
              command: item.command,
              arg: item.arg ?? null,
            })
          }
        >
          {item.text}
        </Button>
      ))}
    </Box>
  );
}
