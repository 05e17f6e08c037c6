/**
 * A page with only the 'Other popular products' strip, for the browser test and its screenshots:
 * the strip is not mounted in the shop's pages yet, and this page needs no other screen's code.
 * Built by tests/e2e/promoted-harness/vite.config.ts; the real server answers its calls.
 */
import { ChakraProvider, Container } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '../../../src/i18n';
import { BrowserRouter } from 'react-router-dom';
import { i18n } from '../../../src/shop/i18n/i18n';
import { PromotedProducts } from '../../../src/shop/products/promoted/PromotedProducts';
import { shopSystem } from '../../../src/shop/theme/system';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ChakraProvider value={shopSystem()}>
      <I18nProvider i18n={i18n}>
        <BrowserRouter>
          <Container maxW="5xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
            <PromotedProducts />
          </Container>
        </BrowserRouter>
      </I18nProvider>
    </ChakraProvider>
  </StrictMode>,
);
