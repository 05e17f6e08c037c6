import { createIcon } from '@chakra-ui/react';

/** The shop's icons: lines drawn on a 24 px grid in the text colour. */
const line = { fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const MenuIcon = createIcon({
  displayName: 'MenuIcon',
  path: <path {...line} d="M4 6h16M4 12h16M4 18h16" />,
});

export const CartIcon = createIcon({
  displayName: 'CartIcon',
  path: [
    <path key="bag" {...line} d="M6 7h12l1 13H5L6 7Z" />,
    <path key="handle" {...line} d="M9 10V6a3 3 0 0 1 6 0v4" />,
  ],
});

export const ChevronDownIcon = createIcon({
  displayName: 'ChevronDownIcon',
  path: <path {...line} d="m6 9 6 6 6-6" />,
});

export const ExternalIcon = createIcon({
  displayName: 'ExternalIcon',
  path: [
    <path key="box" {...line} d="M18 13v6a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h6" />,
    <path key="arrow" {...line} d="M15 3h6v6M10 14 21 3" />,
  ],
});

export const TruckIcon = createIcon({
  displayName: 'TruckIcon',
  path: [
    <path key="body" {...line} d="M3 6h11v10H3zM14 10h4l3 3v3h-7z" />,
    <circle key="w1" {...line} cx="7" cy="18" r="2" />,
    <circle key="w2" {...line} cx="17" cy="18" r="2" />,
  ],
});

export const UserIcon = createIcon({
  displayName: 'UserIcon',
  path: [<circle key="head" {...line} cx="12" cy="8" r="4" />, <path key="body" {...line} d="M4 21a8 8 0 0 1 16 0" />],
});

export const GlobeIcon = createIcon({
  displayName: 'GlobeIcon',
  path: [
    <circle key="o" {...line} cx="12" cy="12" r="9" />,
    <path key="m" {...line} d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />,
  ],
});

export const BackArrowIcon = createIcon({
  displayName: 'BackArrowIcon',
  path: <path {...line} d="M19 12H5m6-6-6 6 6 6" />,
});

export const ZoomIcon = createIcon({
  displayName: 'ZoomIcon',
  path: [<circle key="o" {...line} cx="11" cy="11" r="7" />, <path key="h" {...line} d="m20 20-4-4M11 8v6M8 11h6" />],
});

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

/** The shop's mark: a camera aperture. */
export const LogoMark = createIcon({
  displayName: 'LogoMark',
  viewBox: '0 0 32 32',
  path: [
    <circle key="ring" cx="16" cy="16" r="14" fill="currentColor" />,
    <circle key="lens" cx="16" cy="16" r="8" fill="none" stroke="white" strokeWidth="2.5" />,
    <path key="blades" d="M16 8l4 8M24 16l-8 4M16 24l-4-8M8 16l8-4" stroke="white" strokeWidth="2" strokeLinecap="round" />,
  ],
});
