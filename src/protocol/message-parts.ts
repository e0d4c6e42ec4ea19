/**
 * Chat and log parts between the engine's record and the view: the engine records parts
 * nested by kind (`{player: {name}}`), views carry the flat parts of game-board.md section 3
 * (`{argType: 'player', name}`).
 */
import type { MessagePart, ViewMessagePart } from './game-view';

export function viewMessagePart(part: MessagePart): ViewMessagePart {
  if (typeof part === 'string') return part;
  if ('alert' in part) {
    return { alert: { type: part.alert.type, message: part.alert.message.map(viewMessagePart) } };
  }
  if ('link' in part) return { link: part.link, label: part.label };
  if ('card' in part) {
    const { name, id, index } = part.card;
    return { argType: 'card', id, name, label: name, ...(index !== undefined ? { index } : {}) };
  }
  if ('player' in part) return { argType: 'player', name: part.player.name };
  if ('nonAvatarPlayer' in part)
    return { argType: 'nonAvatarPlayer', name: part.nonAvatarPlayer.name };
  if ('die' in part) return { argType: 'die', ...part.die };
  if ('behaviour' in part) return { argType: 'behaviour', ...part.behaviour };
  return { argType: 'actions', main: part.actions.main, side: part.actions.side };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A part read from a file written before views sent flat parts (a downloaded replay): parts
 * in the engine's nested form become flat ones; anything else is returned as it is.
 */
export function upgradeMessagePart(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const { alert, player, nonAvatarPlayer, card, die, actions } = value;
  if (isRecord(alert) && Array.isArray(alert.message)) {
    return { alert: { ...alert, message: alert.message.map(upgradeMessagePart) } };
  }
  if (isRecord(player) && typeof player.name === 'string') {
    return { argType: 'player', name: player.name };
  }
  if (isRecord(nonAvatarPlayer) && typeof nonAvatarPlayer.name === 'string') {
    return { argType: 'nonAvatarPlayer', name: nonAvatarPlayer.name };
  }
  if (isRecord(card) && typeof card.name === 'string' && typeof card.id === 'string') {
    return { ...card, argType: 'card', label: card.name };
  }
  if (isRecord(die) && typeof die.name === 'string') return { ...die, argType: 'die' };
  if (isRecord(actions)) return { argType: 'actions', main: actions.main, side: actions.side };
  return value;
}
