import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import type { GameChatResponse } from '../../../protocol/results';
import { http } from '../../api/http';
import { formatDate } from './format';
import { RequestContent } from './RequestContent';
import { useRequest } from './useRequest';

/** The chat of a finished game, read from /api/game/{id}/chat. */
export function GameChatDialog(props: { gameId: string; title: string; onClose(): void }) {
  const request = useRequest(
    async () =>
      (await http.get<GameChatResponse>(`/api/game/${encodeURIComponent(props.gameId)}/chat`)).data
        .messages,
    props.gameId,
  );
  return (
    <Dialog open onClose={props.onClose} maxWidth="sm" fullWidth aria-labelledby="game-chat-title">
      <DialogTitle id="game-chat-title">Game Chat: {props.title}</DialogTitle>
      <DialogContent dividers>
        <RequestContent
          request={request}
          loadingText="Loading the game chat..."
          emptyText="Nobody chatted in this game."
        >
          {(messages) => (
            <List dense>
              {messages.map((message) => (
                <ListItem key={message.id} disableGutters>
                  <ListItemText
                    primary={
                      message.deleted
                        ? `Message deleted${message.deletedBy ? ` by ${message.deletedBy}` : ''}`
                        : message.message
                    }
                    secondary={`${message.name ?? 'Game'} · ${formatDate(message.at)}`}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </RequestContent>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
