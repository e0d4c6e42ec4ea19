import { Box, Button, Snackbar, TextField, Tooltip, Typography } from '@mui/material';
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { nameColour, roleClassName } from '../../domain/name-style';
import type { ChatIdentity, ChatMessage, ViewMessagePart } from '../../protocol/game-view';
import { chatCardZoom } from '../logic/chatCards';
import { isSpectator, nearBottom } from '../logic/rules';
import { TypingNotifier } from '../logic/timers';
import { diePicture } from '../scene/cardFace';
import { useBoard, useGame } from './context';

const ALERT_COLOURS: Record<string, string> = {
  endofround: '#7fb3d5',
  phasestart: '#e0923c',
  startofround: '#e0923c',
  success: '#5cb85c',
  info: '#5bc0de',
  danger: '#d9534f',
  warning: '#f0ad4e',
};

type Identities = Record<string, ChatIdentity> | undefined;

/** A player's name styled as the lobby styles users: role class and favourite colour. */
function PlayerPart({ name, identity }: { name: string; identity: ChatIdentity | undefined }) {
  const className = ['player-name', roleClassName(identity?.role)].filter(Boolean).join(' ');
  return (
    <Box
      component="span"
      className={className}
      data-testid="chat-player"
      sx={{ fontWeight: 700, color: nameColour(identity?.faveColor) ?? undefined }}
    >
      {name}
    </Box>
  );
}

/**
 * A card named in the log: hovering shows it in the table's zoom when it is face up on the
 * table, otherwise (with card photographs) its picture beside the name.
 */
function CardPart({ card }: { card: { name: string; id: string } }) {
  const { store, cardImageBase } = useBoard();
  const [picture, setPicture] = useState<string | null>(null);
  const enter = () => {
    const zoom = chatCardZoom(store.getState().view, card.id, cardImageBase);
    store.getState().setUi({ zoomCard: zoom.kind === 'table' ? zoom.uuid : null, zoomAt: null });
    setPicture(zoom.kind === 'picture' ? zoom.url : null);
  };
  const leave = () => {
    store.getState().setUi({ zoomCard: null, zoomAt: null });
    setPicture(null);
  };
  return (
    <Tooltip
      open={picture !== null}
      placement="left"
      title={
        picture ? (
          <Box
            component="img"
            alt={card.name}
            src={picture}
            data-testid="chat-card-picture"
            sx={{ display: 'block', width: 200 }}
          />
        ) : (
          ''
        )
      }
    >
      <Box
        component="span"
        data-testid="chat-card"
        data-stub={card.id}
        onMouseEnter={enter}
        onMouseLeave={leave}
        sx={{ color: '#f0c27a', fontWeight: 600, cursor: 'help' }}
      >
        {card.name}
      </Box>
    </Tooltip>
  );
}

function Part({ part, identities }: { part: ViewMessagePart; identities: Identities }): ReactNode {
  if (typeof part === 'string') return part;
  if ('alert' in part) {
    return (
      <Box
        component="span"
        data-alert={part.alert.type}
        sx={{
          display: 'block',
          fontWeight: 600,
          color: ALERT_COLOURS[part.alert.type] ?? 'inherit',
          borderLeft: '3px solid',
          pl: 0.75,
        }}
      >
        {part.alert.message.map((p, i) => (
          <Part key={i} part={p} identities={identities} />
        ))}
      </Box>
    );
  }
  if ('link' in part) {
    return (
      <a href={part.link} target="_blank" rel="noreferrer" style={{ color: '#7fb3d5' }}>
        {part.label}
      </a>
    );
  }
  switch (part.argType) {
    case 'card':
      return <CardPart card={part} />;
    case 'player': {
      const name = part.name;
      const identity = identities && Object.hasOwn(identities, name) ? identities[name] : undefined;
      return <PlayerPart name={name} identity={identity} />;
    }
    case 'nonAvatarPlayer':
      // The Chimera: no account, so no avatar or chosen colour, but named like a player.
      return (
        <Box
          component="span"
          data-testid="non-avatar-player"
          sx={{ fontWeight: 700, color: '#e0923c' }}
        >
          {part.name}
        </Box>
      );
    case 'die':
      return (
        <img
          alt={part.name}
          title={part.name}
          width={16}
          height={16}
          style={{ verticalAlign: 'middle' }}
          src={diePicture(part).url}
        />
      );
    case 'actions':
      return (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {part.main ? '● main' : '○ main'} · side {part.side}
        </Box>
      );
    case 'behaviour':
      return (
        <Box component="span" sx={{ fontStyle: 'italic' }}>
          {behaviourText(part)}
        </Box>
      );
  }
}

/** A Chimera behaviour row in words: its side and main, in the order they resolve. */
function behaviourText(part: { side: string; main: string; mainFirst: boolean }): string {
  const side = part.side ? `Side: ${part.side}` : '';
  const main = `Main: ${part.main}`;
  return [part.mainFirst ? main : side, part.mainFirst ? side : main].filter(Boolean).join(' ');
}

function plainText(parts: ViewMessagePart[]): string {
  return parts
    .map((part) => {
      if (typeof part === 'string') return part;
      if ('alert' in part) return plainText(part.alert.message);
      if ('link' in part) return part.label;
      switch (part.argType) {
        case 'card':
        case 'player':
        case 'nonAvatarPlayer':
        case 'die':
          return part.name;
        case 'actions':
          return `main ${part.main ? 'available' : 'used'}, side ${part.side}`;
        case 'behaviour':
          return behaviourText(part);
      }
    })
    .join('');
}

/**
 * How a line is drawn: what someone typed as a message (a bubble, the speaker's name followed
 * by a colon), game events as the log (smaller, muted, behind a bullet), so "alice gl hf!" is
 * never read as a move.
 */
const LINE_STYLES = {
  chat: {
    my: 0.5,
    px: 1,
    py: 0.5,
    borderRadius: 1.5,
    bgcolor: 'rgba(90,166,232,0.16)',
    border: '1px solid rgba(90,166,232,0.45)',
    color: 'text.primary',
    '& .player-name::after': { content: '":"' },
  },
  log: {
    py: 0.25,
    pl: 1.25,
    fontSize: '0.8rem',
    color: 'rgba(243,227,200,0.78)',
    position: 'relative',
    '&::before': { content: '"•"', position: 'absolute', left: 0, color: 'rgba(224,146,60,0.8)' },
  },
} as const;

/** A line as copied: a chat line as "name: text", as it is drawn. */
function lineText(m: ChatMessage): string {
  const [speaker, ...rest] = m.message;
  if (!m.chat || speaker === undefined) return plainText(m.message);
  return `${plainText([speaker])}:${plainText(rest)}`;
}

export function ChatMessages({ messages }: { messages: ChatMessage[] }) {
  const identities = useGame((s) => s.view?.chatIdentities);
  return (
    <>
      {messages.map((m) => {
        const kind = m.chat ? 'chat' : 'log';
        return (
          <Typography
            key={m.mid}
            variant="body2"
            component="div"
            data-kind={kind}
            sx={{ wordBreak: 'break-word', ...LINE_STYLES[kind] }}
          >
            {m.message.map((part, i) => (
              <Fragment key={i}>
                <Part part={part} identities={identities} />
              </Fragment>
            ))}
          </Typography>
        );
      })}
    </>
  );
}

/** Game chat with typing flag, auto-scroll, copy and the spectator rules. */
export function Chat(props: { onTyping?: (typing: boolean) => void }) {
  const { send } = useBoard();
  const messages = useGame((s) => s.view?.messages ?? EMPTY);
  const muted = useGame((s) => s.view?.muteSpectators ?? false);
  const spectator = useGame((s) => (s.view ? isSpectator(s.view) : true));
  // A replay's log is read only: no input, no muting.
  const replay = useGame((s) => s.view?.isReplay ?? false);
  const [text, setText] = useState('');
  const [toast, setToast] = useState<string | null>(null);
  const scroller = useRef<HTMLDivElement | null>(null);
  const follow = useRef(true);
  const scrollCheck = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onTyping = props.onTyping;
  const typing = useMemo(() => new TypingNotifier((t) => onTyping?.(t)), [onTyping]);
  useEffect(() => () => typing.stop(), [typing]);

  useEffect(() => {
    const el = scroller.current;
    if (el && follow.current) el.scrollTop = el.scrollHeight;
  }, [messages]);
  useEffect(
    () => () => {
      if (scrollCheck.current) clearTimeout(scrollCheck.current);
    },
    [],
  );

  const onScroll = () => {
    if (scrollCheck.current) clearTimeout(scrollCheck.current);
    scrollCheck.current = setTimeout(() => {
      const el = scroller.current;
      if (el) follow.current = nearBottom(el.scrollTop, el.clientHeight, el.scrollHeight);
    }, 500);
  };

  const submit = () => {
    const trimmed = text.trim();
    if (!trimmed) return;
    send({ type: 'chat', text: trimmed });
    setText('');
    typing.stop();
  };

  const copy = async () => {
    const all = messages.map(lineText).join('\n');
    try {
      await navigator.clipboard.writeText(all);
      setToast('Copied game chat to clipboard');
    } catch (err) {
      setToast(`Could not copy game chat: ${err instanceof Error ? err.message : String(err)}`);
    }
  };

  const disabled = muted && spectator;
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}
      data-testid="chat"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1, py: 0.5 }}>
        <Typography variant="subtitle2" sx={{ flex: 1, color: 'primary.main' }}>
          Chat
        </Typography>
        {/* Only players may mute: the engine refuses the toggle from spectators. */}
        {!replay && !spectator && (
          <Tooltip title={muted ? 'Unmute spectators' : 'Mute spectators'}>
            <Button size="small" onClick={() => send({ type: 'toggleMuteSpectators' })}>
              {muted ? 'Unmute' : 'Mute'}
            </Button>
          </Tooltip>
        )}
        <Tooltip title="Copy chat">
          <Button size="small" onClick={() => void copy()} aria-label="Copy chat">
            Copy
          </Button>
        </Tooltip>
      </Box>
      <Box
        ref={scroller}
        onScroll={onScroll}
        sx={{ flex: 1, overflowY: 'auto', px: 1, minHeight: 0 }}
      >
        <ChatMessages messages={messages} />
      </Box>
      <Box sx={{ p: 1, display: replay ? 'none' : undefined }}>
        <TextField
          fullWidth
          size="small"
          value={disabled ? '' : text}
          disabled={disabled}
          placeholder={disabled ? 'Spectators cannot chat in this game' : 'Chat...'}
          onChange={(e) => {
            setText(e.target.value);
            typing.keystroke();
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              submit();
            }
          }}
          slotProps={{ htmlInput: { 'aria-label': 'Chat message', maxLength: 500 } }}
        />
      </Box>
      <Snackbar
        open={toast !== null}
        autoHideDuration={3000}
        onClose={() => setToast(null)}
        message={toast ?? ''}
      />
    </Box>
  );
}

const EMPTY: ChatMessage[] = [];
