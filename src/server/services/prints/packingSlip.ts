/**
 * The packing slip a person at the lab reads: the order, who gets it and where, and what goes in
 * the parcel with its print files. A4, Helvetica (its WinAnsi encoding has æ, ø and å).
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Ticket } from './ticket';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const LINE = 16;

/** WinAnsi cannot encode every character a customer may type; those are replaced, not thrown on. */
const printable = (text: string): string => text.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');

class Writer {
  private page: PDFPage;
  private y: number;
  constructor(
    private readonly pdf: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = pdf.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  text(text: string, options: { bold?: boolean; size?: number; indent?: number } = {}): void {
    const size = options.size ?? 11;
    if (this.y < MARGIN + size) {
      this.page = this.pdf.addPage([A4.width, A4.height]);
      this.y = A4.height - MARGIN;
    }
    this.page.drawText(printable(text), { x: MARGIN + (options.indent ?? 0), y: this.y - size, size, font: options.bold ? this.bold : this.font, color: rgb(0, 0, 0) });
    this.y -= Math.max(LINE, size + 5);
  }

  gap(): void {
    this.y -= LINE / 2;
  }
}

export async function packingSlipPdf(ticket: Ticket): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(`Packing slip ${ticket.reference}`);
  pdf.setCreationDate(new Date(ticket.orderedAt));
  pdf.setModificationDate(new Date(ticket.orderedAt));
  const w = new Writer(pdf, await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold));
  w.text(`Pakkseddel / Packing slip  ${ticket.reference}`, { bold: true, size: 18 });
  w.text(`Ordre ${ticket.orderUuid}, bestilt ${ticket.orderedAt.slice(0, 16).replace('T', ' ')} UTC`, { size: 9 });
  w.gap();
  w.text('Kunde / Customer', { bold: true });
  w.text(`${ticket.customer.name}  <${ticket.customer.email}>`);
  w.gap();
  w.text(`Levering / Delivery: ${ticket.delivery.method}`, { bold: true });
  const address = ticket.delivery.address;
  if (address) {
    w.text(address.name);
    w.text(address.address1);
    if (address.address2) w.text(address.address2);
    w.text(`${address.postalCode} ${address.city}`);
  }
  if (ticket.delivery.school) w.text(ticket.delivery.school);
  w.gap();
  w.text('Innhold / Contents', { bold: true });
  for (const line of ticket.lines) {
    const number = line.item === null ? `${line.line}` : `${line.line}.${line.item}`;
    w.text(`${number}.  ${line.quantity} x ${line.product} - ${line.template.name} (${line.sizeMm.width} x ${line.sizeMm.height} mm)`);
    for (const sub of line.subProducts) w.text(`+ ${sub}`, { indent: 20 });
    w.text(`${line.files.join(', ')}  (${line.pages} ${line.pages === 1 ? 'side/page' : 'sider/pages'})`, { indent: 20, size: 9 });
  }
  return pdf.save();
}
