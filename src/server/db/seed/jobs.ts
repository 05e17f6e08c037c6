import type { backgrounds, families, jobs, jobYearbookPoses, photographers, pictures, pictureSets, subjects } from '../schema';
import { demoUuid } from './ids';
import { BACKGROUND_PHOTOS, DEMO_BACKGROUNDS, DEMO_PHOTOS, type PhotoRecipe } from './photos/plan';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export const PHOTOGRAPHER_UUID = demoUuid('photographer:nordlys');
export const BERGEN_JOB_UUID = demoUuid('job:bergen-2026');
export const FJORDVIK_JOB_UUID = demoUuid('job:fjordvik-2026');
/** Yearbook poses can be chosen until the end of June 2036 (Oslo time): far ahead, so the demo and its browser tests keep an open selection. */
export const YEARBOOK_POSE_DEADLINE = new Date('2036-06-30T21:59:59Z');

export const photographerRows: Insert<typeof photographers>[] = [{ uuid: PHOTOGRAPHER_UUID, name: 'Fotograf Nordlys AS', redirectUrl: null }];

export const jobRows: Insert<typeof jobs>[] = [
  {
    uuid: BERGEN_JOB_UUID,
    photographerUuid: PHOTOGRAPHER_UUID,
    name: 'Bergen skole 2026',
    year: 2026,
    greenScreen: false,
    yearbookPoseDeadline: YEARBOOK_POSE_DEADLINE,
    createdAt: new Date('2026-03-10T08:00:00Z'),
  },
  {
    uuid: FJORDVIK_JOB_UUID,
    photographerUuid: PHOTOGRAPHER_UUID,
    name: 'Fjordvik barnehage 2026',
    year: 2026,
    greenScreen: true,
    yearbookPoseDeadline: null,
    createdAt: new Date('2026-04-22T08:00:00Z'),
  },
];

export const jobYearbookPoseRows: Insert<typeof jobYearbookPoses>[] = [
  {
    uuid: demoUuid('pose:bergen-2026:yearbook'),
    jobUuid: BERGEN_JOB_UUID,
    name: { nb: 'Årbokbilde', en: 'Yearbook picture' },
    instructions: {
      nb: 'Velg portrettet som skal stå i skolens årbok.\nBildet bør vise ansiktet tydelig, uten solbriller eller lue.',
      en: "Choose the portrait for the school's yearbook.\nThe picture should show the face clearly, without sunglasses or a cap.",
    },
    sortOrder: 1,
  },
  {
    uuid: demoUuid('pose:bergen-2026:student-card'),
    jobUuid: BERGEN_JOB_UUID,
    name: { nb: 'Elevkort', en: 'Student ID card' },
    instructions: {
      nb: 'Velg bildet som skal brukes på elevkortet.\nEt rett forfra-bilde fungerer best.',
      en: 'Choose the picture for the student ID card.\nA straight, front-facing picture works best.',
    },
    sortOrder: 2,
  },
];

export const HANSEN_FAMILY_UUID = demoUuid('family:hansen');
export const familyRows: Insert<typeof families>[] = [{ uuid: HANSEN_FAMILY_UUID, name: 'Hansen' }];

/** One subject of a job with the photos of its picture set, in display order. */
interface DemoSubject {
  key: string;
  name: string;
  code: string;
  jobUuid: string;
  familyUuid?: string;
  isGroup?: boolean;
  isEditable?: boolean;
  /** When the set was made available in the web shop. */
  published: string;
  /** Short reference printed on the photographer's order sheets. */
  ref: string;
  photos: { type: 'IP' | 'SFP' | 'GP'; recipe: PhotoRecipe }[];
}

const ip = (recipes: PhotoRecipe[]) => recipes.map((recipe) => ({ type: 'IP' as const, recipe }));

export const DEMO_SUBJECTS: DemoSubject[] = [
  {
    key: 'emma',
    name: 'Emma Hansen',
    code: 'EMMA2026',
    jobUuid: BERGEN_JOB_UUID,
    familyUuid: HANSEN_FAMILY_UUID,
    published: '2026-03-24T07:00:00Z',
    ref: '0412',
    photos: [...ip(DEMO_PHOTOS.emma), { type: 'SFP', recipe: DEMO_PHOTOS.siblingsHansen }, { type: 'GP', recipe: DEMO_PHOTOS.class5b }],
  },
  {
    key: 'noah',
    name: 'Noah Hansen',
    code: 'NOAH2026',
    jobUuid: BERGEN_JOB_UUID,
    familyUuid: HANSEN_FAMILY_UUID,
    published: '2026-03-24T07:05:00Z',
    ref: '0127',
    photos: [...ip(DEMO_PHOTOS.noah), { type: 'SFP', recipe: DEMO_PHOTOS.siblingsHansen }, { type: 'GP', recipe: DEMO_PHOTOS.class2a }],
  },
  {
    key: 'sara',
    name: 'Sara Lunde',
    code: 'SARA2026',
    jobUuid: BERGEN_JOB_UUID,
    published: '2026-03-24T07:10:00Z',
    ref: '0433',
    photos: [...ip(DEMO_PHOTOS.sara), { type: 'SFP', recipe: DEMO_PHOTOS.friendsSara }, { type: 'GP', recipe: DEMO_PHOTOS.class5b }],
  },
  {
    key: 'olav',
    name: 'Olav Berg',
    code: 'OLAV2026',
    jobUuid: FJORDVIK_JOB_UUID,
    published: '2026-05-06T07:00:00Z',
    ref: '0058',
    photos: [...ip(DEMO_PHOTOS.olav), { type: 'SFP', recipe: DEMO_PHOTOS.friendsOlav }, { type: 'GP', recipe: DEMO_PHOTOS.kindergartenGroup }],
  },
  {
    key: 'class-5b',
    name: 'Klasse 5B',
    code: 'KLASSE5B',
    jobUuid: BERGEN_JOB_UUID,
    isGroup: true,
    isEditable: false,
    published: '2026-03-24T07:15:00Z',
    ref: '5B00',
    photos: [{ type: 'GP', recipe: DEMO_PHOTOS.class5b }],
  },
];

export const subjectUuid = (key: string) => demoUuid(`subject:${key}`);
export const pictureSetUuid = (key: string) => demoUuid(`picture-set:${key}`);

export const subjectRows: Insert<typeof subjects>[] = DEMO_SUBJECTS.map((s) => ({
  uuid: subjectUuid(s.key),
  jobUuid: s.jobUuid,
  familyUuid: s.familyUuid ?? null,
  name: s.name,
  code: s.code,
  isGroup: s.isGroup ?? false,
}));

export const pictureSetRows: Insert<typeof pictureSets>[] = DEMO_SUBJECTS.map((s) => ({
  uuid: pictureSetUuid(s.key),
  subjectUuid: subjectUuid(s.key),
  isEditable: s.isEditable ?? true,
  createdAt: new Date(s.published),
}));

export const pictureRows: Insert<typeof pictures>[] = DEMO_SUBJECTS.flatMap((s) => {
  const perType = { IP: 0, SFP: 0, GP: 0 };
  return s.photos.map(({ type, recipe }, i) => {
    perType[type] += 1;
    const label = `${type}${perType[type]}`;
    return {
      uuid: demoUuid(`picture:${s.key}:${label}`),
      pictureSetUuid: pictureSetUuid(s.key),
      pictureType: type,
      webshopId: `${s.ref}-${i + 1}`,
      clientRef: `NL26-${s.ref}-${label}`,
      width: recipe.width,
      height: recipe.height,
      file: recipe.file,
      maskFile: recipe.kind === 'greenscreen' ? recipe.maskFile : null,
      sortOrder: i + 1,
    };
  });
});

export const backgroundRows: Insert<typeof backgrounds>[] = DEMO_BACKGROUNDS.map((b, i) => ({
  uuid: demoUuid(`background:${b.key}`),
  name: b.name,
  file: BACKGROUND_PHOTOS[i].file,
  isDefault: b.isDefault,
  sortOrder: i + 1,
}));
