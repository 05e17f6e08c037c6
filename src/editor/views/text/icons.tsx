/** Line icons of the text toolbars, on a 24 px grid in the text colour. */
import { createIcon } from '@chakra-ui/react';

const line = { fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const EnterTextIcon = createIcon({
  displayName: 'EnterTextIcon',
  path: [<path key="t" {...line} d="M5 6V4h14v2M12 4v16M9 20h6" />],
});

export const FontIcon = createIcon({
  displayName: 'FontIcon',
  path: [<path key="a" {...line} d="m3 19 5.5-14L14 19M5 14h7" />, <path key="b" {...line} d="M17 12.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM19.5 11v8" />],
});

export const AlignLeftIcon = createIcon({ displayName: 'AlignLeftIcon', path: <path {...line} d="M4 6h16M4 10h10M4 14h16M4 18h10" /> });
export const AlignCenterIcon = createIcon({ displayName: 'AlignCenterIcon', path: <path {...line} d="M4 6h16M7 10h10M4 14h16M7 18h10" /> });
export const AlignRightIcon = createIcon({ displayName: 'AlignRightIcon', path: <path {...line} d="M4 6h16M10 10h10M4 14h16M10 18h10" /> });

export const FontSizeIcon = createIcon({
  displayName: 'FontSizeIcon',
  path: [<path key="big" {...line} d="m2 19 5-14 5 14M4 14h6" />, <path key="small" {...line} d="m14 19 3.5-8 3.5 8M15.3 16h4.4" />],
});

export const ColorIcon = createIcon({
  displayName: 'ColorIcon',
  path: [<path key="drop" {...line} d="M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11Z" />],
});
