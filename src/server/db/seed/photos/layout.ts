import type { Shadow } from './backdrop';
import type { Person, Pose } from './plan';

/**
 * Where people stand in a demo photo. Pure geometry: sizes and positions in pixels of the
 * finished picture, drawn by render.ts.
 */
export interface Placement {
  person: Person;
  expression: Pose['expression'];
  /** Side of the square avatar box in pixels. */
  size: number;
  /** Centre of the avatar box. */
  cx: number;
  cy: number;
  /** Degrees the person leans. */
  tilt: number;
}

/*
 * Measured on avataaars: the hair starts 3-9% below the top of the box and the shoulders end
 * at its bottom edge. The renderer continues the body below the box down past the frame, so a
 * person can stand anywhere without floating.
 */
const HAIR_TOP = 0.04;

/** A person whose hair starts at `hairTop` pixels from the top of the picture. */
const standing = (person: Person, expression: Pose['expression'], size: number, cx: number, hairTop: number, tilt: number): Placement => ({
  person,
  expression,
  size,
  cx,
  cy: hairTop - HAIR_TOP * size + size / 2,
  tilt,
});

/** Head and shoulders, face a little above the middle: the classic school portrait. */
export function portraitLayout(person: Person, pose: Pose, width: number, height: number): Placement[] {
  return [standing(person, pose.expression, width * pose.scale, width / 2 + pose.shift * width, height * 0.07, pose.tilt)];
}

/** Two people leaning together; the second stands a little further back (drawn first). */
export function pairLayout(people: [Person, Person], width: number, height: number): Placement[] {
  const size = height * 0.9;
  return [
    standing(people[1], 'laugh', size * 0.92, width * 0.64, height * 0.14, -4),
    standing(people[0], 'smile', size, width * 0.37, height * 0.1, 4),
  ];
}

/** Rows of a class picture, back row first so each row in front covers the one behind. */
export function groupLayout(rows: Person[][], width: number, height: number): Placement[] {
  const widest = Math.max(...rows.map((r) => r.length));
  // Shoulders take about 60% of the box, so neighbours' boxes overlap.
  const overlap = 0.55;
  const base = Math.min((width * 0.96) / ((widest - 1) * overlap + 1), height * 0.45);
  const placements: Placement[] = [];
  let hairTop = height * 0.14;
  rows.forEach((row, r) => {
    const depth = rows.length - 1 - r;
    const size = base * (1 - depth * 0.06);
    const span = (row.length - 1) * size * overlap;
    row.forEach((person, i) => {
      const expression = (['smile', 'laugh', 'calm'] as const)[(i + r) % 3];
      placements.push(standing(person, expression, size, width / 2 - span / 2 + i * size * overlap, hairTop + ((i * 37) % 5) * size * 0.01, ((i * 5 + r * 3) % 7) - 3));
    });
    // Each row in front stands lower, so every face stays visible above it.
    hairTop += size * 0.5;
  });
  return placements;
}

/** People side by side in a wide site image, right of centre (text goes on the left). */
export function rowLayout(people: Person[], width: number, height: number): Placement[] {
  const size = height * (people.length > 2 ? 0.66 : 0.85);
  const step = size * 0.6;
  const span = (people.length - 1) * step;
  // The rightmost shoulder stays inside the frame.
  const centre = Math.min(width * 0.7, width - span / 2 - size * 0.42);
  return people.map((person, i) =>
    standing(person, i % 2 === 0 ? 'smile' : 'laugh', size, centre - span / 2 + i * step, height * (0.12 + (i % 2) * 0.04), i % 2 === 0 ? 3 : -3),
  );
}

/** Where each person's shadow falls on the backdrop: behind and a little to the right. */
export function shadowsOf(people: Placement[]): Shadow[] {
  return people.map((p) => ({ cx: p.cx + p.size * 0.07, cy: p.cy + p.size * 0.25, rx: p.size * 0.4, ry: p.size * 0.5 }));
}
