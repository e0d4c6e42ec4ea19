import type { RematchDeckSelectProps } from '../../../board';
import { useAuthStore } from '../../stores/auth';
import { selectLobbyGame, useLobbyStore } from '../../stores/lobby';
import { toast } from '../../stores/toasts';
import { isSupporterUser } from '../lobby/gameRules';
import { lobbyActions } from '../lobby/lobbyActions';
import { LazySelectDeckModal } from '../lobby/LazySelectDeckModal';
import type { DeckChoice } from '../lobby/SelectDeckModal';

/**
 * The board's select-deck modal for an agreed rematch: the lobby's deck picker, opening on
 * "Keep the same deck" (the deck of the finished game); the choice goes to the lobby.
 */
export function RematchDeckModal(props: RematchDeckSelectProps) {
  const user = useAuthStore((s) => s.user);
  const game = useLobbyStore(selectLobbyGame);
  if (!game || !user) return null;
  const ownDeck = game.players[user.username]?.deck;
  const deckName = ownDeck?.selected ? ownDeck.name : 'the deck of this game';
  const send = (choice: DeckChoice | null) => {
    void lobbyActions.rematchDeck(game.id, choice).then((answer) => {
      if (answer.success) props.onChosen();
      else toast(answer.message, 'error');
    });
  };
  return (
    <LazySelectDeckModal
      forChimera={false}
      gameFormat={game.gameFormat}
      supporter={isSupporterUser(user)}
      onClose={props.onClose}
      onChoose={send}
      keepDeck={{ name: deckName, onKeep: () => send(null) }}
    />
  );
}

/** The board's `selectDeck` render prop: one function for the app's lifetime. */
export function renderRematchDeckModal(props: RematchDeckSelectProps) {
  return <RematchDeckModal {...props} />;
}
