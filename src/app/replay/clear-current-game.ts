/** Clearing a replay also removes the current game (lobby-and-results.md section 4, Replay). */
import { useLobbyStore } from '../stores/lobby';
import { onReplayCleared } from './store';

onReplayCleared(() => useLobbyStore.setState({ currentGame: null }));
