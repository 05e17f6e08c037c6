/**
 * Pictures for render tests, drawn with plain canvas 2D calls so the browser harness and Node
 * (@napi-rs/canvas) make the same pixels, and the uuids test cases place them by.
 */
import type { PictureSources } from '../../../src/engine/render/renderPart';

/** The canvas calls the drawings use; a DOM context and a @napi-rs/canvas context both have them. */
type Context2D = Pick<
  CanvasRenderingContext2D,
  'fillStyle' | 'strokeStyle' | 'lineWidth' | 'fillRect' | 'strokeRect' | 'beginPath' | 'ellipse' | 'arc' | 'fill' | 'createLinearGradient'
>;
type Draw = (context: Context2D, width: number, height: number) => void;

/** A portrait: a head and shoulders in front of a studio backdrop, with a frame to show crops. */
const person: Draw = (context, width, height) => {
  context.fillStyle = '#f2c9a0';
  context.beginPath();
  context.ellipse(width / 2, height * 0.36, width * 0.2, height * 0.17, 0, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = '#2b5d8a';
  context.beginPath();
  context.ellipse(width / 2, height * 0.95, width * 0.42, height * 0.38, 0, Math.PI, Math.PI * 2);
  context.fill();
  context.fillStyle = '#3b2417';
  context.fillRect(width * 0.4, height * 0.33, width * 0.04, height * 0.03);
  context.fillRect(width * 0.56, height * 0.33, width * 0.04, height * 0.03);
};

const studio: Draw = (context, width, height) => {
  const gradient = context.createLinearGradient(0, 0, 0, height);
  gradient.addColorStop(0, '#9fc4d8');
  gradient.addColorStop(1, '#4f7f9c');
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  person(context, width, height);
  context.strokeStyle = '#e0402a';
  context.lineWidth = width * 0.02;
  context.strokeRect(0, 0, width, height);
  context.fillStyle = '#ffd400';
  context.fillRect(0, 0, width * 0.15, height * 0.1);
};

const group: Draw = (context, width, height) => {
  context.fillStyle = '#c8d9b0';
  context.fillRect(0, 0, width, height);
  const colours = ['#2b5d8a', '#8a2b4f', '#2b8a5d', '#8a6d2b', '#5d2b8a'];
  for (let i = 0; i < 5; i++) {
    const x = (width * (i + 0.5)) / 5;
    context.fillStyle = colours[i];
    context.fillRect(x - width * 0.07, height * 0.55, width * 0.14, height * 0.45);
    context.fillStyle = '#f2c9a0';
    context.beginPath();
    context.arc(x, height * 0.45, width * 0.055, 0, Math.PI * 2);
    context.fill();
  }
};

const beach: Draw = (context, width, height) => {
  context.fillStyle = '#7cc6f2';
  context.fillRect(0, 0, width, height * 0.6);
  context.fillStyle = '#f2dc9b';
  context.fillRect(0, height * 0.6, width, height * 0.4);
  context.fillStyle = '#ffe14d';
  context.beginPath();
  context.arc(width * 0.8, height * 0.2, height * 0.1, 0, Math.PI * 2);
  context.fill();
};

export const FIXTURE_PICTURES = {
  'portrait-photo': { width: 600, height: 900, draw: studio },
  'portrait-cutout': { width: 600, height: 900, draw: person },
  'group-photo': { width: 900, height: 600, draw: group },
  'beach-background': { width: 900, height: 600, draw: beach },
} satisfies Record<string, { width: number; height: number; draw: Draw }>;
export type FixturePictureName = keyof typeof FIXTURE_PICTURES;
export const FIXTURE_PICTURE_NAMES = Object.keys(FIXTURE_PICTURES) as FixturePictureName[];

/** The uuids test cases use for the fixture pictures. */
export const FIXTURE_UUIDS = {
  portrait: '00000000-0000-4000-8000-000000000001',
  group: '00000000-0000-4000-8000-000000000002',
  beach: '00000000-0000-4000-8000-000000000003',
} as const;

const subjectOf = (uuid: string): string => Object.entries(FIXTURE_UUIDS).find(([, id]) => id === uuid)?.[0] ?? uuid;

/** Picture sources over the fixtures; `urlOf` turns a fixture name into what the loader takes. */
export function fixtureSources(urlOf: (name: FixturePictureName) => string): PictureSources {
  const pick = (uuid: string, kind: string) => {
    const name = `${subjectOf(uuid)}-${kind}`;
    return name in FIXTURE_PICTURES ? urlOf(name as FixturePictureName) : `missing:${name}`;
  };
  return {
    picture: (uuid) => pick(uuid, 'photo'),
    foreground: (uuid) => pick(uuid, 'cutout'),
    background: (uuid) => pick(uuid, 'background'),
    art: (src) => src,
  };
}
