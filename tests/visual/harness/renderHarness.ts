/**
 * Runs in the browser page of the visual tests: renders one part of a fixture template with
 * generated fixture pictures through the real engine (fonts from the bundle, <img> decoding,
 * canvas filters) and hands back the PNG as a data URL.
 */
import Konva from 'konva';
import { parseTemplate } from '../../../src/engine/model/parse';
import type { UserResources } from '../../../src/engine/model/resources';
import { browserAssets } from '../../../src/engine/render/browserAssets';
import { renderPart, type PictureSources } from '../../../src/engine/render/renderPart';
import type { GuideOptions } from '../../../src/engine/render/guides';

export interface HarnessCase {
  template: unknown;
  partIndex?: number;
  resources: UserResources;
  year: number;
  lang: 'nb' | 'en';
  subjectName: string;
  /** Pixels per mm. */
  scale: number;
  guides?: GuideOptions;
}

type Draw = (context: CanvasRenderingContext2D, width: number, height: number) => void;

function drawnPicture(width: number, height: number, draw: Draw): string {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  draw(canvas.getContext('2d')!, width, height);
  return canvas.toDataURL('image/png');
}

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

/** Fixture pictures by uuid, made once per page. */
function fixturePictures(): Record<string, string> {
  return {
    'portrait-photo': drawnPicture(600, 900, studio),
    'portrait-cutout': drawnPicture(600, 900, person),
    'group-photo': drawnPicture(900, 600, group),
    'beach-background': drawnPicture(900, 600, beach),
  };
}

let pictures: Record<string, string> | undefined;

const sources: PictureSources = {
  picture: (uuid) => lookup(`${FIXTURE_UUIDS[uuid] ?? uuid}-photo`),
  foreground: (uuid) => lookup(`${FIXTURE_UUIDS[uuid] ?? uuid}-cutout`),
  background: (uuid) => lookup(`${FIXTURE_UUIDS[uuid] ?? uuid}-background`),
  art: (src) => src,
};

/** The uuids the test cases use for the fixture pictures. */
export const FIXTURE_UUIDS: Record<string, string> = {
  '00000000-0000-4000-8000-000000000001': 'portrait',
  '00000000-0000-4000-8000-000000000002': 'group',
  '00000000-0000-4000-8000-000000000003': 'beach',
};

function lookup(name: string): string {
  pictures ??= fixturePictures();
  return pictures[name] ?? `missing:${name}`;
}

export async function render(testCase: HarnessCase): Promise<{ png: string; overflowingTexts: string[]; failedImages: string[] }> {
  const parsed = parseTemplate(testCase.template);
  if (!parsed.ok) throw new Error(parsed.error);
  const template = parsed.value;
  const part = template.parts[testCase.partIndex ?? 0];
  const result = await renderPart({ ...testCase, template, part, sources, assets: browserAssets() });
  const container = document.createElement('div');
  document.body.append(container);
  const stage = new Konva.Stage({ container, width: Math.round(result.size.width), height: Math.round(result.size.height) });
  const layer = new Konva.Layer({ listening: false });
  stage.add(layer);
  layer.add(result.group);
  layer.draw();
  const png = stage.toDataURL({ pixelRatio: 1 });
  stage.destroy();
  container.remove();
  return { png, overflowingTexts: result.overflowingTexts, failedImages: result.failedImages };
}
