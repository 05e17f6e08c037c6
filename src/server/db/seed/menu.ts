import type { MenuItem } from '../../../api/contract/settings';
import { demoUuid } from './ids';

type ItemFields = Omit<MenuItem, 'id' | 'children' | 'device' | 'visibility'> &
  Partial<Pick<MenuItem, 'children' | 'device' | 'visibility'>>;

const item = (key: string, fields: ItemFields): MenuItem => ({
  id: demoUuid(`menu:${key}`),
  device: 0,
  visibility: 0,
  children: [],
  ...fields,
});

/**
 * The side menu of the demo shop (settings key 'menu'). It uses every item kind, every
 * visibility and one desktop-only item (device 2), so the menu screen shows all its cases.
 */
export const demoMenu: MenuItem[] = [
  item('home', { type: 'route', target: '/', title: { nb: 'Forside', en: 'Home' } }),
  item('offers', { type: 'route', target: '/products/packages', visibility: 1, title: { nb: 'Tilbud og pakker', en: 'Offers and packages' } }),
  item('add-set', { type: 'route', target: '/my-account/add-picture-set', visibility: 1, title: { nb: 'Legg til bildesett', en: 'Add picture set' } }),
  item('share', { type: 'modal', target: 'share-picture-sets', visibility: 1, title: { nb: 'Del bildene med familien', en: 'Share pictures with family' } }),
  item('no-code', { type: 'modal', target: 'no-code', visibility: 2, title: { nb: 'Ikke fått kode?', en: 'Not received a code?' } }),
  item('about', {
    type: 'parent',
    target: '',
    title: { nb: 'Om fotograferingen', en: 'About the photo session' },
    children: [
      item('about-page', { type: 'route', target: '/pages/1', title: { nb: 'Slik foregår fotograferingen', en: 'How the photo session works' } }),
      item('about-photographer', {
        type: 'external',
        target: 'https://fotografnordlys.example.no',
        data: { openInNewWindow: true },
        title: { nb: 'Fotograf Nordlys', en: 'Fotograf Nordlys' },
      }),
    ],
  }),
  item('spacer', { type: 'spacer', target: '', title: { nb: '' } }),
  item('cookies', { type: 'cookie-settings', target: '', title: { nb: 'Innstillinger for informasjonskapsler', en: 'Cookie settings' } }),
  item('schools', {
    type: 'external',
    target: 'https://skoler.skolefoto.example.no',
    data: { openInNewWindow: true },
    title: { nb: 'For skoler og barnehager', en: 'For schools and kindergartens' },
  }),
  item('desktop-order', {
    type: 'route',
    target: '/sections/prophoto/packages.php?desktop',
    device: 2,
    title: { nb: 'Bestill på datamaskin', en: 'Order on a computer' },
  }),
];
