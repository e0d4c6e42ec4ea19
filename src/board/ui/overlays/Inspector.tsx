import { Box, Button, Paper, Typography } from '@mui/material';
import { TOKEN_NAMES } from '../../../protocol/game';
import type { TokenName } from '../../../protocol/game';
import type { GameView } from '../../../protocol/game-view';
import { tokenList } from '../../logic/counters';
import { findCard, inspectorTokens, perspective } from '../../logic/rules';
import { fullFace } from '../../scene/cardFace';
import { useBoard } from '../context';
import { InspectorMoves } from './InspectorMoves';

function isTokenName(name: string): name is TokenName {
  return (TOKEN_NAMES as readonly string[]).includes(name);
}
/** The card inspector of manual mode: the card with token counters to adjust. */
export function Inspector({ view }: { view: GameView }) {
  const { send, cardImageBase, catalogue } = useBoard();
  const me = perspective(view).me;
  const uuid = me?.inspectionCard;
  const card = uuid ? findCard(view, uuid) : null;
  if (!card) return null;
  const counts = Object.fromEntries(tokenList(card));
  return (
    <Paper
      elevation={12}
      sx={{
        position: 'absolute',
        left: 12,
        top: 12,
        p: 1.5,
        zIndex: 12,
        display: 'flex',
        gap: 1.5,
      }}
      data-testid="inspector"
    >
      <img
        alt={card.name ?? ''}
        src={fullFace(card, cardImageBase, catalogue).url}
        width={180}
        height={252}
      />
      <Box>
        <Typography variant="subtitle1">{card.name}</Typography>
        {inspectorTokens(card.type).map((token) => (
          <Box key={token} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ width: 80 }}>{token}</Typography>
            {isTokenName(token) && (
              <Button
                size="small"
                onClick={() => send({ type: 'modifyCardToken', uuid: card.uuid, token, delta: -1 })}
              >
                −
              </Button>
            )}
            <Typography>{counts[token] ?? 0}</Typography>
            {isTokenName(token) && (
              <Button
                size="small"
                onClick={() => send({ type: 'modifyCardToken', uuid: card.uuid, token, delta: 1 })}
              >
                +
              </Button>
            )}
          </Box>
        ))}
        <InspectorMoves card={card} />
        <Button sx={{ mt: 1 }} onClick={() => send({ type: 'closeInspector' })}>
          Close
        </Button>
      </Box>
    </Paper>
  );
}
