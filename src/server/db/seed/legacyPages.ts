import type { PageModule } from '../../../api/contract/settings';
import { SITE_IMAGES } from './photos/plan';

/** A module type this shop does not know, stored the way the old site stored it. */
type StoredModule = PageModule | { type: 'Carousel3D'; [key: string]: unknown };

/**
 * Legacy content page 1: one module of every kind the page renderer knows, plus one it does
 * not, so the page shows how each is drawn and how an unknown one is marked.
 */
export const demoLegacyPages: { id: string; title: { nb: string; en: string }; modules: StoredModule[] }[] = [
  {
    id: '1',
    title: { nb: 'Slik foregår fotograferingen', en: 'How the photo session works' },
    modules: [
      {
        type: 'Slider',
        duration: 6,
        slides: [
          {
            background: SITE_IMAGES.slideSchool.url,
            title: { nb: 'Skolefotografering', en: 'School photography' },
            text: { nb: 'Portretter, søskenbilder og klassebilder fra samme dag.', en: 'Portraits, sibling pictures and class pictures from the same day.' },
            button: { text: { nb: 'Se tilbudene', en: 'See the offers' }, link: '/products/packages' },
          },
          {
            background: SITE_IMAGES.slideKindergarten.url,
            title: { nb: 'Barnehagefotografering', en: 'Kindergarten photography' },
            text: { nb: 'Velg bakgrunn selv med grønnskjermbilder.', en: 'Choose the background yourself with green-screen pictures.' },
          },
          {
            background: SITE_IMAGES.slideFamily.url,
            title: { nb: 'Gaver til familien', en: 'Gifts for the family' },
            text: { nb: 'Kalendere, kort og fotogaver med bildene dine.', en: 'Calendars, cards and photo gifts with your pictures.' },
            button: { text: { nb: 'Lag en kalender', en: 'Make a calendar' }, link: '/products/packages' },
          },
        ],
      },
      {
        type: 'PromoteCategory',
        category: 'calendars',
        title: { nb: 'Kalender 2027', en: 'Calendar 2027' },
        text: { nb: 'Tolv måneder med favorittbildene – perfekt til besteforeldre.', en: 'Twelve months of favourite pictures – perfect for grandparents.' },
        image: SITE_IMAGES.promoteCalendars.url,
        link: '/products/packages',
      },
      { type: 'Title', content: { nb: 'Før fotodagen', en: 'Before the photo day' } },
      {
        type: 'Paragraph',
        isHTML: false,
        content: {
          nb: 'Fotografen kommer til skolen eller barnehagen på avtalt dag.\nHver elev fotograferes alene, sammen med søsken og sammen med klassen.\nEtter noen uker får du en bildekode på SMS eller e-post.',
          en: 'The photographer comes to the school or kindergarten on the agreed day.\nEvery pupil is photographed alone, with siblings and with the class.\nA few weeks later you receive a picture code by text message or e-mail.',
        },
      },
      { type: 'Image', src: SITE_IMAGES.aboutSession.url, link: 'https://fotografnordlys.example.no', openInNewWindow: true },
      {
        type: 'RichText',
        content: {
          nb: '<h3>Søskenbilder</h3><p>Har du flere barn på samme skole? Meld fra til skolen, så tar vi <strong>søskenbilde</strong> samme dag. Bildet dukker opp i bildesettet til hvert av barna.</p><ul><li>Ingen ekstra kostnad for fotograferingen</li><li>Du velger selv om du vil kjøpe</li></ul>',
          en: '<h3>Sibling pictures</h3><p>Do you have several children at the same school? Tell the school and we take a <strong>sibling picture</strong> the same day. It appears in each child\'s picture set.</p><ul><li>No extra cost for the session</li><li>You decide whether to buy</li></ul>',
        },
      },
      {
        type: 'ScriptSnippet',
        script: "document.body.setAttribute('data-legacy-page-script', 'ran');",
      },
      { type: 'Carousel3D', items: ['a', 'b', 'c'] },
    ],
  },
];
