import { Box, IconButton, Paper, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import {
  PANEL_MAX_WIDTH,
  PANEL_MIN_HEIGHT,
  PANEL_MIN_WIDTH,
  clampPanel,
  loadPanel,
  panelStorageKey,
} from '../logic/panels';
import type { PanelRect } from '../logic/panels';

function viewport() {
  return { width: window.innerWidth, height: window.innerHeight };
}

/** A panel moved by its title bar and resized by its corner; remembered per name and side. */
export function MovablePanel(props: {
  name: string;
  title: string;
  side: 'left' | 'right';
  onClose(): void;
  children: ReactNode;
}) {
  const key = panelStorageKey(props.name, props.side);
  const [rect, setRect] = useState<PanelRect>(() =>
    clampPanel(
      loadPanel(window.localStorage, key, {
        x: props.side === 'left' ? 320 : window.innerWidth - 700,
        y: 120,
        width: 360,
        height: 320,
      }),
      viewport(),
    ),
  );
  const dragging = useRef<{ dx: number; dy: number } | null>(null);
  const paper = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    window.localStorage.setItem(key, JSON.stringify(rect));
  }, [key, rect]);

  useEffect(() => {
    const el = paper.current;
    if (!el) return;
    const observer = new ResizeObserver(() => {
      setRect((r) => {
        const width = el.offsetWidth;
        const height = el.offsetHeight;
        if (Math.abs(width - r.width) < 1 && Math.abs(height - r.height) < 1) return r;
        return clampPanel({ ...r, width, height }, viewport());
      });
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const onPointerDown = (e: React.PointerEvent) => {
    dragging.current = { dx: e.clientX - rect.x, dy: e.clientY - rect.y };
    (e.target as Element).setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: React.PointerEvent) => {
    const d = dragging.current;
    if (!d) return;
    setRect((r) => clampPanel({ ...r, x: e.clientX - d.dx, y: e.clientY - d.dy }, viewport()));
  };
  const onPointerUp = () => {
    dragging.current = null;
  };

  return (
    <Paper
      ref={paper}
      elevation={10}
      data-testid={`panel-${props.name}`}
      sx={{
        position: 'fixed',
        left: rect.x,
        top: rect.y,
        width: rect.width,
        height: rect.height,
        minWidth: PANEL_MIN_WIDTH,
        maxWidth: PANEL_MAX_WIDTH,
        minHeight: PANEL_MIN_HEIGHT,
        resize: 'both',
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        zIndex: 30,
        border: '1px solid rgba(224,146,60,0.5)',
      }}
    >
      <Box
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        sx={{
          display: 'flex',
          alignItems: 'center',
          px: 1.5,
          py: 0.5,
          cursor: 'move',
          bgcolor: 'rgba(224,146,60,0.15)',
          userSelect: 'none',
        }}
      >
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {props.title}
        </Typography>
        <IconButton
          size="small"
          aria-label="Close"
          onClick={props.onClose}
          onPointerDown={(e) => e.stopPropagation()}
        >
          ✕
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', p: 1.5 }}>{props.children}</Box>
    </Paper>
  );
}
