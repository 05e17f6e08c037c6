/** The template format: what a template and a customer's instance of it are (docs/template-format.md). */
export * from './color';
export * from './completeness';
export * from './effective';
export * from './effects';
export * from './fonts';
export * from './geometry';
export * from './instance';
export * from './layers';
export * from './localized';
export * from './parse';
export * from './pictureRules';
export * from './placeholders';
export * from './resources';
export * from './emptyResources';
export * from './slots';
export * from './template';
export * from './units';
