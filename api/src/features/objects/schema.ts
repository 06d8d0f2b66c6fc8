/** JSON schemas of the typed object views ({@link ObjectView}) in the API's answers. */

const valueSchema = {
  type: 'object',
  required: ['kind', 'text'],
  properties: {
    kind: { type: 'string', enum: ['text', 'hex', 'account', 'object', 'nft', 'mpt', 'transaction', 'ledger', 'url', 'time', 'number', 'status'] },
    text: { type: 'string', description: 'What is shown (decoded ledger text is plain text, never markup).' },
    ref: { type: 'string', description: 'Link target: index, ID, hash, ledger index or a safe https URL.' },
    tone: { type: 'string', enum: ['success', 'danger', 'warning', 'info', 'neutral'] },
    note: { type: 'string' },
  },
} as const;

/** `ObjectView`: a typed view of a ledger object (`api/src/features/objects/views/`). */
export const objectViewSchema = {
  type: 'object',
  description: 'Typed view of the entry, in the field\'s terms: labelled rows and tables (the raw `fields` stay beside it).',
  required: ['type', 'summary', 'status', 'fields', 'tables'],
  properties: {
    type: { type: 'string' },
    summary: { type: 'string' },
    status: { type: 'array', items: valueSchema },
    fields: { type: 'array', items: { type: 'object', required: ['label', 'values'], properties: { label: { type: 'string' }, values: { type: 'array', items: valueSchema } } } },
    tables: {
      type: 'array',
      items: {
        type: 'object',
        required: ['caption', 'columns', 'rows'],
        properties: { caption: { type: 'string' }, columns: { type: 'array', items: { type: 'string' } }, rows: { type: 'array', items: { type: 'array', items: valueSchema } }, note: { type: 'string' } },
      },
    },
  },
} as const;
