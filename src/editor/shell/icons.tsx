/** Line icons of the editor's top bar and part selector, on a 24 px grid in the text colour. */
import { createIcon } from '@chakra-ui/react';

const line = { fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const BackIcon = createIcon({ displayName: 'BackIcon', path: <path {...line} d="M19 12H5M11 18l-6-6 6-6" /> });
export const UndoIcon = createIcon({ displayName: 'UndoIcon', path: <path {...line} d="M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11" /> });
export const RedoIcon = createIcon({ displayName: 'RedoIcon', path: <path {...line} d="m15 14 5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13" /> });
export const CompleteIcon = createIcon({ displayName: 'CompleteIcon', path: <path {...line} d="m5 12 5 5L20 7" /> });
