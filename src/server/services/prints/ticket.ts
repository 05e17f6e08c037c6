/** The ticket a lab's software reads from an order's folder: who, where to, and which file is which. Pure. */
import type { OrderDeliveryData } from '../../db/schema';

export interface TicketLine {
  line: number;
  /** Set for the items of a package line. */
  item: number | null;
  product: string;
  template: { uuid: string; version: number; name: string };
  /** The finished size of the product (the template's size). */
  sizeMm: { width: number; height: number };
  quantity: number;
  subProducts: string[];
  files: string[];
  pages: number;
}

export interface Ticket {
  reference: string;
  orderUuid: string;
  /** When the files were made (ISO 8601). */
  createdAt: string;
  orderedAt: string;
  customer: { name: string; email: string };
  delivery: { method: string; type: string; address: OrderDeliveryData['address']; school: string | null };
  lines: TicketLine[];
  /** Every file of the folder except the ticket itself. */
  files: string[];
}

export const TICKET_FILE = 'ticket.json';
export const PACKING_SLIP_FILE = 'packing-slip.pdf';

export function ticketJson(ticket: Ticket): Uint8Array {
  return new TextEncoder().encode(`${JSON.stringify(ticket, null, 2)}\n`);
}
