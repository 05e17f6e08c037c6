import { rotatedSize } from '../layout/rotation';
import type { TemplateInstance } from './resources';
import { findSlot } from './slots';
import type { Template } from './template';

/**
 * Why an instance cannot be rendered with this template, one readable line each; empty when it
 * fits. The server runs it before storing an order line, so a line always reproduces exactly.
 */
export function instanceProblems(template: Template, instance: TemplateInstance): string[] {
  const problems: string[] = [];
  if (instance.templateUuid !== template.uuid || instance.templateVersion !== template.version) {
    problems.push(`The instance is for template ${instance.templateUuid} version ${instance.templateVersion}, not ${template.uuid} version ${template.version}`);
  }
  if (template.type === 'CALENDAR' && !template.supportedYears.includes(instance.year)) {
    problems.push(`The calendar cannot be made for ${instance.year}; supported years: ${template.supportedYears.join(', ')}`);
  }
  for (const [id, image] of Object.entries(instance.userResources.images)) {
    const found = findSlot(template, id);
    if (found?.slot.kind !== 'image') {
      problems.push(`images.${id}: the template has no image slot "${id}"`);
      continue;
    }
    const crop = image.cropRect;
    const turned = rotatedSize({ width: image.sourceWidth, height: image.sourceHeight }, image.rotation);
    // A small tolerance: crops are computed in floating point from zoom and pan.
    const EPSILON = 1e-6;
    if (crop && (crop.x < -EPSILON || crop.y < -EPSILON || crop.x + crop.width > turned.width + EPSILON || crop.y + crop.height > turned.height + EPSILON)) {
      problems.push(`images.${id}: the crop rect reaches outside the ${turned.width}x${turned.height} photo`);
    }
  }
  for (const id of Object.keys(instance.userResources.texts)) {
    if (findSlot(template, id)?.slot.kind !== 'text') problems.push(`texts.${id}: the template has no text slot "${id}"`);
  }
  return problems;
}
