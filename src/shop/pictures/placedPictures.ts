import type { UserResources } from '../../engine/model';

/** The pictures placed in the image slots of some instances, each once. */
export function placedPictureUuids(instances: readonly { images: Readonly<Record<string, Pick<UserResources['images'][string], 'pictureUuid'>>> }[]): string[] {
  return [...new Set(instances.flatMap((instance) => Object.values(instance.images).map((image) => image.pictureUuid)))];
}
