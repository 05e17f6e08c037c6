/** Line icons of the main view's toolbox, on a 24 px grid in the text colour. */
import { createIcon } from '@chakra-ui/react';

const line = { fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const PhotosIcon = createIcon({
  displayName: 'PhotosIcon',
  path: [<rect key="frame" {...line} x="3" y="4" width="18" height="16" rx="2" />, <path key="scene" {...line} d="m3 16 5-5 4 4 3-3 6 6M15.5 9.5h.01" />],
});
export const TextIcon = createIcon({ displayName: 'TextIcon', path: <path {...line} d="M5 7V5h14v2M12 5v14M9 19h6" /> });
export const YearIcon = createIcon({
  displayName: 'YearIcon',
  path: [<rect key="page" {...line} x="3" y="5" width="18" height="16" rx="2" />, <path key="rings" {...line} d="M8 3v4M16 3v4M3 10h18" />],
});
export const DesignIcon = createIcon({
  displayName: 'DesignIcon',
  path: [<rect key="a" {...line} x="3" y="3" width="8" height="8" rx="1" />, <rect key="b" {...line} x="13" y="3" width="8" height="8" rx="1" />, <rect key="c" {...line} x="3" y="13" width="8" height="8" rx="1" />, <rect key="d" {...line} x="13" y="13" width="8" height="8" rx="1" />],
});
export const PreviewIcon = createIcon({
  displayName: 'PreviewIcon',
  path: [<path key="eye" {...line} d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />, <circle key="pupil" {...line} cx="12" cy="12" r="3" />],
});
