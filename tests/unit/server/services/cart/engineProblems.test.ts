import { describe, expect, it } from 'vitest';
import { instanceProblems, type TemplateInstance } from '../../../../../src/engine/model';
import { engineProblem } from '../../../../../src/server/services/cart/checkItem';
import { demoTemplate } from '../../../../support/cartFixtures';

const { template } = demoTemplate('Julekort 15x15 Snøfall');
const photo = { pictureUuid: '0b7e6a1c-2d3f-4a5b-8c9d-0e1f2a3b4c5d', sourceWidth: 400, sourceHeight: 600, rotation: 0 as const };
const instance = (userResources: TemplateInstance['userResources']): TemplateInstance => ({ templateUuid: template.uuid, templateVersion: template.version, year: 2026, userResources });
/** What the engine says about the instance, as the cart answers it. */
const answered = (userResources: TemplateInstance['userResources']) => instanceProblems(template, instance(userResources)).map(engineProblem);

describe('engineProblem', () => {
  it('answers a crop outside the photo with the cart’s text, naming the crop', () => {
    expect(answered({ images: { photo: { ...photo, cropRect: { x: 350, y: 0, width: 100, height: 100 } } }, texts: {} })).toEqual([
      { field: 'templateData.userResources.images.photo.cropRect', key: 'cropOutside' },
    ]);
  });

  it('answers slots the template lacks with the cart’s text, naming the slot', () => {
    expect(answered({ images: { nowhere: { ...photo, cropRect: null } }, texts: { elsewhere: { text: 'Hei' } } })).toEqual([
      { field: 'templateData.userResources.images.nowhere', key: 'unknownSlot', vars: { slot: 'nowhere' } },
      { field: 'templateData.userResources.texts.elsewhere', key: 'unknownSlot', vars: { slot: 'elsewhere' } },
    ]);
  });

  it('answers a year the calendar cannot be made for on the year, listing the years it can', () => {
    expect(engineProblem({ path: ['year'], kind: 'unsupportedYear', values: { year: 2031, supportedYears: [2026, 2027] } })).toEqual({
      field: 'templateData.year',
      key: 'unsupportedYear',
      vars: { years: '2026, 2027' },
    });
  });
});
