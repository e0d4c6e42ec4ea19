/** A pointer position in the coordinates of the table (where the zoom is placed). */
export function tablePoint(e: { clientX: number; clientY: number }): { x: number; y: number } {
  const table = document.querySelector('[data-testid="board-table"]');
  const rect = table?.getBoundingClientRect();
  return rect ? { x: e.clientX - rect.left, y: e.clientY - rect.top } : { x: 0, y: 0 };
}
