import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  Slider,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { OptionSettingName } from '../../protocol/game';
import type { GameView, PlayerView } from '../../protocol/game-view';
import { perspective } from '../logic/rules';
import { diePicture } from '../scene/cardFace';
import { selectDeckNotes } from '../store/gameStore';
import { useBoard, useGame } from './context';
import type { RatingChange } from '../../protocol/lobby';
import { ratingChangeOf, ratingChangeText } from '../logic/ratings';
import { RematchButton, RematchNote } from './Rematch';

const SWITCHES: [OptionSettingName, string][] = [
  ['orderForcedAbilities', 'Prompt to order simultaneous forced abilities'],
  ['alwaysGroupTactics', 'Always group tactics'],
  ['dontIceTrapOwnUnits', "Don't ice trap own units"],
  ['noAttackAlerts', 'No attack alerts'],
  ['manualAlts', 'Choose alternative art manually'],
  ['confirmOneClick', 'Confirm one-click actions'],
  ['allowAutoCancel', 'Allow automatic cancel'],
];

export function SettingsModal() {
  const { send, store } = useBoard();
  const open = useGame((s) => s.ui.settingsOpen);
  const viewSettings = useGame((s) => s.viewSettings);
  const options = useGame((s) => (s.view ? perspective(s.view).me?.optionSettings : undefined));
  const close = () => store.getState().setUi({ settingsOpen: false });
  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth>
      <DialogTitle>Game settings</DialogTitle>
      <DialogContent>
        {SWITCHES.map(([name, label]) => (
          <FormControlLabel
            key={name}
            sx={{ display: 'flex' }}
            label={label}
            control={
              <Switch
                checked={options?.[name] === true}
                onChange={(_, value) => send({ type: 'toggleOptionSetting', name, value })}
              />
            }
          />
        ))}
        {(['bluffTimer', 'alertTimer'] as const).map((name) => (
          <Box key={name} sx={{ mt: 2 }}>
            <Typography gutterBottom>
              {name === 'bluffTimer' ? 'Bluff timer' : 'Alert timer'}:{' '}
              {Number(options?.[name] ?? 0)} s
            </Typography>
            <Slider
              min={0}
              max={10}
              step={1}
              marks
              value={Number(options?.[name] ?? 0)}
              aria-label={name === 'bluffTimer' ? 'Bluff timer' : 'Alert timer'}
              onChangeCommitted={(_, value) =>
                send({
                  type: 'toggleOptionSetting',
                  name,
                  value: Array.isArray(value) ? (value[0] ?? 0) : value,
                })
              }
            />
          </Box>
        ))}
        <FormControlLabel
          sx={{ display: 'flex', mt: 1 }}
          label="Prompt panel on the left"
          control={
            <Switch
              checked={viewSettings.leftMode}
              onChange={(_, leftMode) => store.getState().setViewSettings({ leftMode })}
            />
          }
        />
        <FormControlLabel
          sx={{ display: 'flex' }}
          label="Compact layout"
          control={
            <Switch
              checked={viewSettings.compactLayout}
              onChange={(_, compactLayout) => store.getState().setViewSettings({ compactLayout })}
            />
          }
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function playerStats(p: PlayerView) {
  return {
    diceSpent: p.totalDiceSpend,
    cardsPlayed: p.totalCardsPlayed,
    wounds: p.phoenixborn.tokens.damage ?? 0,
  };
}

/**
 * The win splash: winner, 'Game Over', both sides' stats and, for players, the rematch
 * (`canSelectDeck`: the app handed in a deck picker for it).
 */
export function WinSplash({
  canSelectDeck = false,
  ratingChanges,
}: {
  canSelectDeck?: boolean;
  /** Each player's Elo before and after, once a ranked game has been recorded. */
  ratingChanges?: readonly RatingChange[];
}) {
  const { send, onLeave, store } = useBoard();
  const view = useGame((s) => s.view);
  const closed = useGame((s) => s.ui.winSplashClosed);
  if (!view?.winner) return null;
  const players = Object.values(view.players);
  return (
    <Dialog open={!closed} onClose={() => store.getState().setUi({ winSplashClosed: true })}>
      <DialogTitle sx={{ textAlign: 'center' }}>
        <Typography variant="overline" component="div">
          Game Over
        </Typography>
        <Typography variant="h4" component="div" color="primary.main" data-testid="winner">
          {view.winner}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {view.winReason ? `wins (${view.winReason})` : 'wins'}
        </Typography>
      </DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell />
              {players.map((p) => (
                <TableCell key={p.name} align="center">
                  {p.name}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {(
              [
                ['Dice spent', 'diceSpent'],
                ['Cards played', 'cardsPlayed'],
                ['Final wounds', 'wounds'],
              ] as const
            ).map(([label, key]) => (
              <TableRow key={key}>
                <TableCell>{label}</TableCell>
                {players.map((p) => (
                  <TableCell key={p.name} align="center">
                    {playerStats(p)[key]}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {ratingChanges && ratingChanges.length > 0 && (
              <TableRow data-testid="rating-changes">
                <TableCell>Rating</TableCell>
                {players.map((p) => {
                  const change = ratingChangeOf(ratingChanges, p.name);
                  return (
                    <TableCell key={p.name} align="center">
                      {change ? ratingChangeText(change) : '–'}
                    </TableCell>
                  );
                })}
              </TableRow>
            )}
          </TableBody>
        </Table>
        <RematchNote />
      </DialogContent>
      <DialogActions>
        <RematchButton canSelectDeck={canSelectDeck} />
        <Button
          color="error"
          onClick={() => {
            send({ type: 'leavegame' });
            onLeave?.();
          }}
        >
          Leave Game
        </Button>
        <Button
          variant="contained"
          onClick={() => store.getState().setUi({ winSplashClosed: true })}
        >
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The alert prompt the server asks for (showAlert); closing it sends closeAlert. */
export function AlertPrompt({ view }: { view: GameView }) {
  const { send } = useBoard();
  const me = view.viewer ? view.players[view.viewer] : undefined;
  const prompt = me?.promptState;
  if (!prompt?.showAlert) return null;
  return (
    <Dialog open onClose={() => send({ type: 'closeAlert' })}>
      <DialogTitle>{prompt.menuTitle.split('\n')[0]}</DialogTitle>
      <DialogContent>
        <Typography>{prompt.alertText ?? prompt.promptTitle}</Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => send({ type: 'closeAlert' })}>
          Ok
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function DisconnectedSplash() {
  const connection = useGame((s) => s.connection);
  const isReplay = useGame((s) => s.view?.isReplay ?? false);
  const shown =
    !isReplay &&
    (connection === 'disconnected' ||
      connection === 'reconnecting' ||
      connection === 'connect failed');
  if (!shown) return null;
  return (
    <Box
      role="alert"
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'rgba(0,0,0,0.6)',
        zIndex: 20,
        pointerEvents: 'none',
      }}
    >
      <Box sx={{ textAlign: 'center' }}>
        <Typography variant="h3" color="error.main" sx={{ fontWeight: 800 }}>
          Disconnected!
        </Typography>
        {/* The socket keeps trying: a game outlives a server restart or a lost node. */}
        {connection !== 'disconnected' && (
          <Typography variant="h6" color="common.white">
            Reconnecting...
          </Typography>
        )}
      </Box>
    </Box>
  );
}

export function DeckNotes() {
  const { store } = useBoard();
  const notes = useGame(selectDeckNotes);
  const open = useGame((s) => s.ui.deckNotesOpen);
  if (!notes) return null;
  return (
    <Dialog open={open} onClose={() => store.getState().setUi({ deckNotesOpen: false })}>
      <DialogTitle>Deck Notes</DialogTitle>
      <DialogContent>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{notes}</Typography>
      </DialogContent>
    </Dialog>
  );
}

/** The first five cards by name, one per line (none before they are chosen). */
function FirstFive({ names }: { names: readonly string[] }) {
  if (names.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Not chosen yet
      </Typography>
    );
  }
  return (
    <List dense disablePadding data-testid="first-five" sx={{ mb: 2 }}>
      {names.map((name, i) => (
        <ListItem key={`${name}-${i}`} disableGutters sx={{ py: 0 }}>
          <ListItemText primary={name} />
        </ListItem>
      ))}
    </List>
  );
}

export function DiceHistory() {
  const { store } = useBoard();
  const open = useGame((s) => s.ui.diceHistoryOpen);
  const me = useGame((s) => (s.view ? perspective(s.view).me : null));
  if (!me) return null;
  return (
    <Dialog
      open={open}
      onClose={() => store.getState().setUi({ diceHistoryOpen: false })}
      maxWidth="md"
    >
      <DialogTitle>Dice history</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle2">First Five</Typography>
        <FirstFive names={me.firstFive} />
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Round</TableCell>
              <TableCell>Dice</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {me.diceHistory.map((entry) => (
              <TableRow key={entry.round}>
                <TableCell>{entry.round}</TableCell>
                <TableCell>
                  {entry.dice.map((d, i) => (
                    <img
                      key={i}
                      alt={`${d.magic} ${d.level}`}
                      width={20}
                      height={20}
                      src={diePicture(d).url}
                    />
                  ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
    </Dialog>
  );
}
