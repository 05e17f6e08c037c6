/** Arrows of the full-screen preview, on a 24 px grid in the text colour. */
import { createIcon } from '@chakra-ui/react';

const line = { fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const PreviousIcon = createIcon({ displayName: 'PreviousIcon', path: <path {...line} d="m15 18-6-6 6-6" /> });
export const NextIcon = createIcon({ displayName: 'NextIcon', path: <path {...line} d="m9 18 6-6-6-6" /> });
