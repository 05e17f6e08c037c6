/** Line icons of the image view's tools, on a 24 px grid in the text colour. */
import { createIcon } from '@chakra-ui/react';

const line = { fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const RotateIcon = createIcon({
  displayName: 'RotateIcon',
  path: [<path key="arc" {...line} d="M20 12a8 8 0 1 1-2.34-5.66" />, <path key="head" {...line} d="M20 4v4.5h-4.5" />],
});

export const ZoomInIcon = createIcon({
  displayName: 'ZoomInIcon',
  path: [<circle key="lens" {...line} cx="10.5" cy="10.5" r="6.5" />, <path key="plus" {...line} d="m15.5 15.5 5 5M8 10.5h5M10.5 8v5" />],
});

export const ZoomOutIcon = createIcon({
  displayName: 'ZoomOutIcon',
  path: [<circle key="lens" {...line} cx="10.5" cy="10.5" r="6.5" />, <path key="minus" {...line} d="m15.5 15.5 5 5M8 10.5h5" />],
});

export const ArrowUpIcon = createIcon({ displayName: 'ArrowUpIcon', path: <path {...line} d="M12 19V5M6 11l6-6 6 6" /> });
export const ArrowDownIcon = createIcon({ displayName: 'ArrowDownIcon', path: <path {...line} d="M12 5v14M6 13l6 6 6-6" /> });
export const ArrowLeftIcon = createIcon({ displayName: 'ArrowLeftIcon', path: <path {...line} d="M19 12H5M11 6l-6 6 6 6" /> });
export const ArrowRightIcon = createIcon({ displayName: 'ArrowRightIcon', path: <path {...line} d="M5 12h14M13 6l6 6-6 6" /> });

export const UploadIcon = createIcon({
  displayName: 'UploadIcon',
  path: [<path key="tray" {...line} d="M4 15v4h16v-4" />, <path key="arrow" {...line} d="M12 15V4M7 9l5-5 5 5" />],
});
