/**
 * A calendar month grid drawn as one static shape: the title, weekday names, week numbers, day
 * numbers and lines all in a single scene function, instead of some fifty Text nodes per month.
 */
import { Konva } from './konva';
import type { Rect } from '../layout/geometry';
import { monthGrid, type CalendarLocale } from '../layout/calendar';
import { calendarMonthOf } from '../model/effective';
import type { CalendarMonthLayer } from '../model/layers';
import { cssFont } from './measure';
import { rectPx, type PxMapping } from './units';

/** Row heights as multiples of their text size, and the week-number column against a day column. */
const TITLE_ROW = 1.7;
const WEEKDAY_ROW = 2.2;
const WEEK_NUMBER_COLUMN = 0.6;

type Align = 'left' | 'center' | 'right';

export interface CalendarCells {
  title?: { text: string; box: Rect; align: Align };
  weekdays: { text: string; box: Rect; sunday: boolean }[];
  weekNumbers: { text: string; box: Rect }[];
  days: { text: string; box: Rect; sunday: boolean }[];
  /** Lines between the day cells, as [x1, y1, x2, y2] in px. */
  lines: [number, number, number, number][];
}

/** Where every text and line of a month goes inside the layer's rect (px). */
export function calendarCells(layer: CalendarMonthLayer, year: number, locale: CalendarLocale, mapping: PxMapping): CalendarCells {
  const box = rectPx(layer.rect, mapping);
  const { style } = layer;
  const { year: shownYear, month } = calendarMonthOf(layer, year);
  const grid = monthGrid(shownYear, month, locale);
  const px = (mm: number) => mm * mapping.scale;

  let top = box.y;
  const cells: CalendarCells = { weekdays: [], weekNumbers: [], days: [], lines: [] };
  if (style.title) {
    const height = px(style.title.size * TITLE_ROW);
    cells.title = { text: grid.title, box: { x: box.x, y: top, width: box.width, height }, align: style.title.horizontalAlign };
    top += height;
  }
  const weekColumn = style.weekNumbers ? WEEK_NUMBER_COLUMN : 0;
  const columnWidth = box.width / (7 + weekColumn);
  const daysLeft = box.x + columnWidth * weekColumn;
  const columnBox = (column: number, y: number, height: number): Rect => ({ x: daysLeft + column * columnWidth, y, width: columnWidth, height });
  if (style.weekdayHeader) {
    const height = px(style.weekdayHeader.size * WEEKDAY_ROW);
    grid.weekdayNames.forEach((text, column) => cells.weekdays.push({ text, box: columnBox(column, top, height), sunday: column === 6 }));
    top += height;
  }
  const rowHeight = (box.y + box.height - top) / grid.weeks.length;
  grid.weeks.forEach((week, row) => {
    const y = top + row * rowHeight;
    if (style.weekNumbers) {
      cells.weekNumbers.push({ text: String(week.isoWeek), box: { x: box.x, y, width: columnWidth * weekColumn, height: rowHeight } });
    }
    week.days.forEach((day, column) => {
      // Days of the neighbouring months stay empty, as on a printed wall calendar.
      if (day.inMonth) cells.days.push({ text: String(day.day), box: columnBox(column, y, rowHeight), sunday: column === 6 });
    });
  });
  if (style.lineColor) {
    const right = daysLeft + 7 * columnWidth;
    const bottom = top + grid.weeks.length * rowHeight;
    for (let row = 0; row <= grid.weeks.length; row++) cells.lines.push([daysLeft, top + row * rowHeight, right, top + row * rowHeight]);
    for (let column = 0; column <= 7; column++) cells.lines.push([daysLeft + column * columnWidth, top, daysLeft + column * columnWidth, bottom]);
  }
  return cells;
}

function alignedX(box: Rect, align: Align): number {
  if (align === 'left') return box.x;
  if (align === 'right') return box.x + box.width;
  return box.x + box.width / 2;
}

export function calendarMonthNode(layer: CalendarMonthLayer, year: number, locale: CalendarLocale, mapping: PxMapping): Konva.Shape {
  const cells = calendarCells(layer, year, locale, mapping);
  const { style } = layer;
  const px = (mm: number) => mm * mapping.scale;
  return new Konva.Shape({
    name: `calendar:${layer.id}`,
    listening: false,
    sceneFunc: (context: Konva.Context) => {
      if (style.lineColor && style.lineWidth > 0) {
        context.beginPath();
        for (const [x1, y1, x2, y2] of cells.lines) {
          context.moveTo(x1, y1);
          context.lineTo(x2, y2);
        }
        context.setAttr('strokeStyle', style.lineColor);
        context.setAttr('lineWidth', px(style.lineWidth));
        context.stroke();
      }
      context.setAttr('textBaseline', 'middle');
      const write = (text: string, box: Rect, align: Align, font: { family: string; size: number }, color: string) => {
        context.setAttr('font', cssFont(font.family, px(font.size)));
        context.setAttr('textAlign', align);
        context.setAttr('fillStyle', color);
        context.fillText(text, alignedX(box, align), box.y + box.height / 2);
      };
      if (cells.title && style.title) write(cells.title.text, cells.title.box, cells.title.align, style.title, style.title.color);
      const header = style.weekdayHeader;
      if (header) for (const cell of cells.weekdays) write(cell.text, cell.box, 'center', header, cell.sunday ? style.days.sundayColor : header.color);
      const weekNumbers = style.weekNumbers;
      if (weekNumbers) for (const cell of cells.weekNumbers) write(cell.text, cell.box, 'center', weekNumbers, weekNumbers.color);
      for (const cell of cells.days) write(cell.text, cell.box, 'center', style.days, cell.sunday ? style.days.sundayColor : style.days.color);
    },
  });
}
