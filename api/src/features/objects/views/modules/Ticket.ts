import type { ObjectViewModule } from '../types';
import { account, number, row, short, status, text } from '../values';

/** Ticket: a sequence number `Account` set aside (`TicketSequence`) to use out of order. */
export const Ticket: ObjectViewModule = {
  type: 'Ticket',
  view({ fields: f, deleted }) {
    return {
      summary: `Ticket ${String(f.TicketSequence ?? '?')} of ${short(f.Account)}`,
      status: deleted ? [status('Used or deleted', 'neutral')] : [status('Unused', 'info')],
      fields: [row('Account', account(f.Account)), row('TicketSequence', number(f.TicketSequence)), row('Use', text('A transaction of this account with Sequence 0 and this TicketSequence uses (and deletes) the ticket.'))],
      tables: [],
    };
  },
};
