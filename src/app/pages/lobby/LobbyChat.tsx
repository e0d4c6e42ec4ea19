import {
  Alert,
  Box,
  Card,
  CardContent,
  IconButton,
  OutlinedInput,
  Tooltip,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { nameColour, roleClassName } from '../../../domain/name-style';
import type { KeyboardEvent } from 'react';
import { useAuthStore } from '../../stores/auth';
import { useLobbyStore } from '../../stores/lobby';
import { lobbyActions } from './lobbyActions';

const LOGIN_TO_CHAT = 'You must be logged in to send lobby chat messages';

function time(iso: string): string {
  const date = new Date(iso);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/** Lobby chat: anyone reads; signed-in users send with Enter; moderators remove messages. */
export function LobbyChat() {
  const messages = useLobbyStore((s) => s.messages);
  const lobbyError = useLobbyStore((s) => s.lobbyError);
  const user = useAuthStore((s) => s.user);
  const moderator = user?.permissions.canModerateChat === true;
  const [text, setText] = useState('');
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.shiftKey) return;
    event.preventDefault();
    const message = text.trim();
    if (message.length === 0) return;
    void lobbyActions.chat(message).then((answer) => {
      if (answer.success) setText('');
    });
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" gutterBottom>
          Lobby chat
        </Typography>
        <Box
          ref={listRef}
          data-testid="lobby-chat"
          sx={{ maxHeight: 280, minHeight: 120, overflowY: 'auto', mb: 1, pr: 1 }}
        >
          {messages.length === 0 && (
            <Typography color="text.secondary" variant="body2">
              No messages yet.
            </Typography>
          )}
          {messages.map((m) => (
            <Box key={m._id} sx={{ display: 'flex', gap: 1, alignItems: 'baseline', py: 0.25 }}>
              <Typography variant="caption" color="text.secondary">
                {time(m.time)}
              </Typography>
              <Typography
                variant="body2"
                sx={{ fontWeight: 600, color: nameColour(m.user.faveColor) ?? 'primary.main' }}
                className={roleClassName(m.user.role)}
              >
                {m.user.username}
              </Typography>
              <Typography variant="body2" sx={{ flexGrow: 1, wordBreak: 'break-word' }}>
                {m.deleted ? (
                  <em>
                    {moderator ? `${m.message} ` : ''}(deleted by {m.deletedBy ?? 'a moderator'})
                  </em>
                ) : (
                  m.message
                )}
              </Typography>
              {moderator && !m.deleted && (
                <Tooltip title="Remove message">
                  <IconButton
                    size="small"
                    aria-label="Remove message"
                    onClick={() => void lobbyActions.removeMessage(m._id)}
                  >
                    ×
                  </IconButton>
                </Tooltip>
              )}
            </Box>
          ))}
        </Box>
        {lobbyError && (
          <Alert
            severity="error"
            sx={{ mb: 1 }}
            onClose={() => useLobbyStore.setState({ lobbyError: null })}
          >
            {lobbyError}
          </Alert>
        )}
        {user ? (
          <OutlinedInput
            fullWidth
            size="small"
            placeholder="Enter a message..."
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            inputProps={{ maxLength: 512, 'aria-label': 'Lobby chat message' }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {LOGIN_TO_CHAT}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
