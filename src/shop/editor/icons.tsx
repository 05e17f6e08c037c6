/** The editor page's back arrow, on the shell's 24 px grid in the text colour. */
import { createIcon } from '@chakra-ui/react';

export const BackArrowIcon = createIcon({
  displayName: 'BackArrowIcon',
  path: <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d="M19 12H5m6-6-6 6 6 6" />,
});
