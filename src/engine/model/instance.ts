import { rotatedSize } from '../layout/rotation';
import type { TemplateInstance } from './resources';
import { findSlot } from './slots';
import type { Template } from './template';

/**
 * Why an instance cannot be rendered with its template, as data: `path` is where in the instance
 * (`['images', 'photo', 'cropRect']`, empty for the whole), `kind` what is wrong and `values` the
 * figures a message needs. Whoever shows it (the cart's API answer, a log) words it.
 */
export type InstanceProblem =
  | { path: ['templateVersion']; kind: 'otherTemplate'; values: { templateUuid: string; templateVersion: number } }
  | { path: ['year']; kind: 'unsupportedYear'; values: { year: number; supportedYears: number[] } }
  | { path: ['images' | 'texts', string]; kind: 'unknownSlot'; values: { slot: string } }
  | { path: ['images', string, 'cropRect']; kind: 'cropOutside'; values: { width: number; height: number } };

/** A small tolerance: crops are computed in floating point from zoom and pan. */
const EPSILON = 1e-6;

/**
 * Every reason the instance does not fit the template; empty when it fits. The server runs it
 * before storing an order line, so a line always reproduces exactly.
 */
export function instanceProblems(template: Template, instance: TemplateInstance): InstanceProblem[] {
  const problems: InstanceProblem[] = [];
  if (instance.templateUuid !== template.uuid || instance.templateVersion !== template.version) {
    problems.push({ path: ['templateVersion'], kind: 'otherTemplate', values: { templateUuid: instance.templateUuid, templateVersion: instance.templateVersion } });
  }
  if (template.type === 'CALENDAR' && !template.supportedYears.includes(instance.year)) {
    problems.push({ path: ['year'], kind: 'unsupportedYear', values: { year: instance.year, supportedYears: template.supportedYears } });
  }
  for (const [id, image] of Object.entries(instance.userResources.images)) {
    if (findSlot(template, id)?.slot.kind !== 'image') {
      problems.push({ path: ['images', id], kind: 'unknownSlot', values: { slot: id } });
      continue;
    }
    const crop = image.cropRect;
    const turned = rotatedSize({ width: image.sourceWidth, height: image.sourceHeight }, image.rotation);
    if (crop && (crop.x < -EPSILON || crop.y < -EPSILON || crop.x + crop.width > turned.width + EPSILON || crop.y + crop.height > turned.height + EPSILON)) {
      problems.push({ path: ['images', id, 'cropRect'], kind: 'cropOutside', values: { ...turned } });
    }
  }
  for (const id of Object.keys(instance.userResources.texts)) {
    if (findSlot(template, id)?.slot.kind !== 'text') problems.push({ path: ['texts', id], kind: 'unknownSlot', values: { slot: id } });
  }
  return problems;
}
