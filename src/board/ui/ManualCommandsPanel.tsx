import { Box, Typography } from '@mui/material';
import { isSpectator } from '../logic/rules';
import { useBoard, useGame } from './context';
import { MANUAL_COMMANDS } from './manualCommands';
import { MovablePanel } from './MovablePanel';

export function ManualCommandsPanel() {
  const { store } = useBoard();
  const open = useGame((s) => s.ui.manualPanelOpen);
  const leftMode = useGame((s) => s.viewSettings.leftMode);
  const spectator = useGame((s) => (s.view ? isSpectator(s.view) : true));
  if (!open || spectator) return null;
  return (
    <MovablePanel
      name="manual-commands"
      title="Manual Commands"
      side={leftMode ? 'left' : 'right'}
      onClose={() => store.getState().setUi({ manualPanelOpen: false })}
    >
      {MANUAL_COMMANDS.map((c) => (
        <Box key={c.command} sx={{ mb: 0.75 }}>
          <Typography variant="body2" sx={{ fontFamily: 'monospace', color: 'primary.main' }}>
            {c.command}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {c.text}
          </Typography>
        </Box>
      ))}
    </MovablePanel>
  );
}
