import type { TemplateInput } from '../../../../engine/model';

/** The shop product a demo template is sold as (the seed links each template to its product). */
export type DemoProductKey =
  | 'card-15x15'
  | 'card-10x15-portrait'
  | 'card-10x15-landscape'
  | 'card-folded'
  | 'calendar-wall-20x30'
  | 'calendar-a4'
  | 'calendar-desk'
  | 'gift-mug'
  | 'gift-mousepad'
  | 'gift-puzzle'
  | 'gift-keyring'
  | 'gift-poster'
  | 'gift-cushion';

export interface DemoTemplate {
  template: TemplateInput;
  product: DemoProductKey;
}
