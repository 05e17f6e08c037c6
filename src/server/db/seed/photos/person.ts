import { createAvatar } from '@dicebear/core';
import { avataaars } from '@dicebear/collection';
import type { Person, Pose } from './plan';

/*
 * Avataaars draws head and shoulders, which reads as a school portrait. Its random choices are
 * narrowed to what a child in a photo studio plausibly looks like: natural skin and hair
 * colours, plain clothes, no beards, hats or eye patches.
 */
const TOPS = {
  girl: ['bigHair', 'bob', 'bun', 'curly', 'curvy', 'longButNotTooLong', 'miaWallace', 'straight01', 'straight02', 'straightAndStrand'],
  boy: ['shortCurly', 'shortFlat', 'shortRound', 'shortWaved', 'sides', 'theCaesar', 'theCaesarAndSidePart', 'shaggy', 'frizzle'],
};
const CLOTHING = ['blazerAndSweater', 'collarAndSweater', 'hoodie', 'shirtCrewNeck', 'shirtScoopNeck', 'shirtVNeck', 'overall'];
const CLOTHES_COLORS = ['25557c', '5199e4', '65c9ff', '3c4f5c', 'a7ffc4', 'ffafb9', 'ff5c5c', 'e6e6e6', '929598'];
const SKIN_COLORS = ['ffdbb4', 'edb98a', 'd08b5b', 'ae5d29', '614335'];
const HAIR_COLORS = ['2c1b18', '4a312c', '724133', 'a55728', 'b58143', 'd6b370', 'c93305'];

const EXPRESSIONS = {
  smile: { eyes: ['default'], mouth: ['smile'], eyebrows: ['defaultNatural'] },
  laugh: { eyes: ['happy'], mouth: ['smile'], eyebrows: ['raisedExcitedNatural'] },
  calm: { eyes: ['default'], mouth: ['twinkle'], eyebrows: ['defaultNatural'] },
};

/** The person as SVG (square, transparent background, shoulders touching the bottom edge). */
export function personSvg(person: Person, expression: Pose['expression'], size: number): string {
  const options = {
    seed: person.seed,
    size: Math.round(size),
    top: person.hair ? [person.hair] : TOPS[person.look],
    topProbability: 100,
    hairColor: person.hairColor ? [person.hairColor] : HAIR_COLORS,
    skinColor: person.skin ? [person.skin] : SKIN_COLORS,
    clothing: CLOTHING,
    clothesColor: CLOTHES_COLORS,
    accessories: ['prescription02', 'round'],
    accessoriesProbability: person.glasses === undefined ? 12 : person.glasses ? 100 : 0,
    facialHairProbability: 0,
    ...EXPRESSIONS[expression],
  };
  return createAvatar(avataaars, options as Parameters<typeof createAvatar<typeof avataaars>>[1]).toString();
}
