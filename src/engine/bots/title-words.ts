/**
 * Words of a prompt's title that say whom its effect is for: the heuristics hit the other
 * side's cards when a title harms and pick their own when it helps.
 */
export const HARM = [
  'damage',
  'destroy',
  'to attack',
  'exhaust a',
  'discard a',
  'remove',
  'opponent',
];
export const HELP = ['you control', 'your ', 'heal', 'gain', 'ready', 'return'];
