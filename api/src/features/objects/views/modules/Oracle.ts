import { countOf } from '@ledgerlens/shared/domain';
import type { ObjectViewModule } from '../types';
import { account, arrayOf, currency, hexText, number, row, scaledHexPrice, short, status, text, unixTime } from '../values';

/**
 * Oracle (XLS-47): `Owner`, `Provider` and `AssetClass` (hex → text), `LastUpdateTime` (Unix
 * time, not Ripple epoch), `URI`, and the `PriceDataSeries` as a table: `BaseAsset`/`QuoteAsset`,
 * `AssetPrice` (a UInt64 written in JSON as hex), `Scale`, and the price `AssetPrice × 10^−Scale`,
 * exact. A pair without `AssetPrice` has no price in this update.
 */
export const Oracle: ObjectViewModule = {
  type: 'Oracle',
  view({ fields: f, deleted }) {
    const series = arrayOf(f.PriceDataSeries, 'PriceData');
    return {
      summary: `Price oracle of ${short(f.Owner)} (${hexText(f.Provider).text}) with ${countOf(series.length, 'price pair')}`,
      status: deleted ? [status('Deleted', 'danger')] : [],
      fields: [
        row('Owner', account(f.Owner)),
        row('Provider', hexText(f.Provider)),
        row('AssetClass', hexText(f.AssetClass)),
        row('LastUpdateTime', unixTime(f.LastUpdateTime)),
        ...(f.OracleDocumentID !== undefined ? [row('OracleDocumentID', number(f.OracleDocumentID))] : []),
        ...(f.URI !== undefined ? [row('URI', hexText(f.URI, { link: true }))] : []),
      ],
      tables: [
        {
          caption: 'PriceDataSeries',
          columns: ['BaseAsset', 'QuoteAsset', 'Price', 'AssetPrice (hex)', 'Scale'],
          rows: series.map((p) => {
            const price = scaledHexPrice(p.AssetPrice, p.Scale);
            return [
              currency(p.BaseAsset),
              currency(p.QuoteAsset),
              price === undefined ? text('no price in this update') : { kind: 'number', text: price },
              p.AssetPrice === undefined ? text('—') : { kind: 'hex', text: String(p.AssetPrice) },
              number(p.Scale ?? 0),
            ];
          }),
          note: 'Price = AssetPrice (hexadecimal) × 10^−Scale, exact: QuoteAsset per one BaseAsset.',
        },
      ],
    };
  },
};
