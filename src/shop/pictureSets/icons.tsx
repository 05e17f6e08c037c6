import { createIcon } from '@chakra-ui/react';

/** Icons of the picture set screens, on the shell's 24 px line grid. */
const line = { fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
const HEART = 'M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2Z';

export const HeartIcon = createIcon({ displayName: 'HeartIcon', path: <path {...line} d={HEART} /> });

export const HeartFilledIcon = createIcon({
  displayName: 'HeartFilledIcon',
  path: <path {...line} fill="currentColor" d={HEART} />,
});

export const CheckIcon = createIcon({ displayName: 'CheckIcon', path: <path {...line} strokeWidth="3" d="m5 12.5 4.5 4.5L19 7.5" /> });

export const MoreIcon = createIcon({
  displayName: 'MoreIcon',
  path: [5, 12, 19].map((x) => <circle key={x} cx={x} cy="12" r="1.8" fill="currentColor" />),
});

export const SparkleIcon = createIcon({
  displayName: 'SparkleIcon',
  path: <path {...line} d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M18 6l-2.5 2.5M8.5 15.5 6 18" />,
});
