import { Link } from '@mui/material';
import type { ReactNode } from 'react';

const URL_PATTERN = /(https?:\/\/[^\s<>"')]+[^\s<>"').,;:!?])/g;

/** Text with every http(s) URL turned into a link that opens in a new tab. */
export function linkify(text: string): ReactNode[] {
  return text.split(URL_PATTERN).map((part, index) =>
    index % 2 === 1 ? (
      <Link key={index} href={part} target="_blank" rel="noopener noreferrer" color="inherit">
        {part}
      </Link>
    ) : (
      part
    ),
  );
}
