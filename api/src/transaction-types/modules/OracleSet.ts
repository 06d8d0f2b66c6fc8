/** OracleSet: one module of the transaction-type registry (see api/README.md, "How to add a transaction type"). */
import { countOf, unixSecondsToRippleTime } from '@ledgerlens/shared/domain';
import { account, currencyLabel, defineType, field, fields, hexText, isObject, sentence, type TxContext } from '../build';
import { scaledPrice } from '../helpers';
function pairs(c: TxContext): string[] {
  const series = Array.isArray(c.tx.PriceDataSeries) ? c.tx.PriceDataSeries : [];
  return series.map((w) => {
    const p = isObject(w) && isObject(w.PriceData) ? w.PriceData : {};
    const base = typeof p.BaseAsset === 'string' ? currencyLabel(p.BaseAsset) : '?';
    const quote = typeof p.QuoteAsset === 'string' ? currencyLabel(p.QuoteAsset) : '?';
    const price = typeof p.AssetPrice === 'string' || typeof p.AssetPrice === 'number' ? scaledPrice(p.AssetPrice, p.Scale) : undefined;
    return price === undefined ? `${base}/${quote} (removed)` : `${base}/${quote} = ${price}`;
  });
}

export default defineType({
  type: 'OracleSet',
  amount: () => undefined,
  describe: (c) => sentence(account(c.account), c.failed ? ' tried to publish' : ' published', ` ${countOf(pairs(c).length, 'price')} to oracle #${c.tx.OracleDocumentID ?? '?'}`, typeof c.tx.Provider === 'string' && ` (provider "${hexText(c.tx.Provider)}")`),
  summary: (c) => fields(field.number('OracleDocumentID', c.tx.OracleDocumentID), field.hexText('Provider', c.tx.Provider), field.hexText('AssetClass', c.tx.AssetClass), field.hexText('URI', c.tx.URI), field.time('LastUpdateTime', typeof c.tx.LastUpdateTime === 'number' ? unixSecondsToRippleTime(c.tx.LastUpdateTime) : undefined), ...pairs(c).map((p, i) => field.text(`Price ${i + 1}`, p))),
});
