// Floor 2: floor 1 drawn with Chakra and the shop's own theme (src/shop/theme/system).
import { ChakraProvider } from '@chakra-ui/react';
import { createRoot } from 'react-dom/client';
import { shopSystem } from '../../../../src/shop/theme/system';
import { ChakraFront } from './ChakraFront';
import { texts } from './texts';

createRoot(document.getElementById('root')!).render(
  <ChakraProvider value={shopSystem()}>
    <ChakraFront say={(key) => texts[key]} />
  </ChakraProvider>,
);
