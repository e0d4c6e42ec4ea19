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
import { useState } from 'react';
import type { CardView, GameView, MenuItem as CardMenuItem } from '../../protocol/game-view';
import type { BoardLayout, PileSlot } from '../layout/layout';
import { pileCards } from '../layout/layout';
import { groupCards, inspectorTokens, perspective, popupOpen } from '../logic/rules';
import { fullFace } from '../scene/cardFace';
import { tokenList } from '../scene/nodes';
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
      <CardMenu layout={layout} view={view} />
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
        px: 0.75,
        alignItems: 'center',
        '&:hover': { bgcolor: 'rgba(224,146,60,0.5)' },
      }}
    >
      <span>{slot.label}</span>
      <span>{slot.count}</span>
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
  const { store, send, cardImageBase } = useBoard();
  const key = pileKey(slot.owner, slot.pile);
  const opened = useGame((s) => s.ui.openedPiles.includes(key));
  const dismissed = useGame((s) => s.ui.dismissedPiles.includes(key));
  const [size, setSize] = useState(1);
  const player = view.players[slot.owner];
  if (!player) return null;
  const cards = pileCards(player, slot.pile);
  const open = opened || (!dismissed && popupOpen(cards, false));
  if (!open) return null;
  const scale = POPUP_SIZES[size] ?? 1;
  const w = 65 * 1.3 * scale;
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
              <Box
                key={card.uuid}
                component="img"
                alt={card.name ?? 'Card'}
                src={fullFace(card, cardImageBase).url}
                data-uuid={card.uuid}
                onClick={() => send({ type: 'cardClicked', uuid: card.uuid })}
                onMouseEnter={() => store.getState().setUi({ zoomCard: card.uuid })}
                onMouseLeave={() => store.getState().setUi({ zoomCard: null })}
                sx={{
                  width: w,
                  height: (w * 91) / 65,
                  borderRadius: 1,
                  cursor: 'pointer',
                  outline: card.selected
                    ? '3px solid #4cd964'
                    : card.selectable
                      ? '3px solid #ffd24a'
                      : 'none',
                }}
              />
            ))}
          </Box>
        </Box>
      ))}
    </Paper>
  );
}

function findCard(view: GameView, uuid: string): CardView | null {
  for (const p of Object.values(view.players)) {
    if (p.phoenixborn.uuid === uuid) return p.phoenixborn;
    for (const list of Object.values(p.cardPiles) as CardView[][]) {
      for (const c of list) {
        if (c.uuid === uuid) return c;
        const up = c.upgrades.find((u) => u.uuid === uuid);
        if (up) return up;
      }
    }
  }
  return null;
}

/** The hovered card, large, at the side of the table away from the pointer. */
export function CardZoom() {
  const { cardImageBase } = useBoard();
  const uuid = useGame((s) => s.ui.zoomCard);
  const view = useGame((s) => s.view);
  const card = uuid && view ? findCard(view, uuid) : null;
  if (!card || card.facedown) return null;
  return (
    <Box
      component="img"
      data-testid="card-zoom"
      alt={card.name ?? ''}
      src={fullFace(card, cardImageBase).url}
      sx={{
        position: 'absolute',
        right: 12,
        top: '50%',
        transform: 'translateY(-50%)',
        width: 260,
        height: 364,
        pointerEvents: 'none',
        zIndex: 15,
        borderRadius: 2,
        boxShadow: '0 8px 32px rgba(0,0,0,0.7)',
      }}
    />
  );
}

function CardMenu({ layout, view }: { layout: BoardLayout; view: GameView }) {
  const { store, send } = useBoard();
  const uuid = useGame((s) => s.ui.menuCard);
  const slot = uuid ? layout.cards.find((c) => c.card.uuid === uuid) : undefined;
  const items = slot?.card.menu ?? [];
  const close = () => store.getState().setUi({ menuCard: null });
  const sections: ['main' | 'tokens' | 'moves', string][] = [
    ['main', ''],
    ['tokens', 'Tokens'],
    ['moves', 'Moves'],
  ];
  void view;
  const choose = (item: CardMenuItem) => {
    if (uuid) send({ type: 'menuItemClick', uuid, command: item.command, arg: item.arg ?? null });
    close();
  };
  return (
    <Menu
      open={Boolean(slot) && items.length > 0}
      onClose={close}
      anchorReference="anchorPosition"
      anchorPosition={slot ? { left: slot.x + slot.w, top: slot.y } : undefined}
      container={() => document.querySelector('[data-testid="board-table"]') ?? document.body}
    >
      {sections.flatMap(([menu, title]) => {
        const list = items.filter((i) => (i.menu ?? 'main') === menu);
        if (list.length === 0) return [];
        return [
          ...(title ? [<ListSubheader key={`h-${menu}`}>{title}</ListSubheader>] : []),
          ...list.map((item, i) => (
            <MenuItem key={`${menu}-${i}`} disabled={item.disabled} onClick={() => choose(item)}>
              {item.text}
            </MenuItem>
          )),
        ];
      })}
    </Menu>
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
        <Button sx={{ mt: 1 }} onClick={() => send({ type: 'closeInspector' })}>
          Close
        </Button>
      </Box>
    </Paper>
  );
}
