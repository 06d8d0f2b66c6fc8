import { useId, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { Button, Card, Muted, samplesFor, selectNetwork, shortenAddress, homeResultPath, needsResolve, resolvedNavigation, useAppSelector, useNavigate, useStyles, type LedgerLensTheme, type ParsedQuery, type SearchSamples } from '@ledgerlens/shared';
import { useLazyResolveHex64Query } from '../../../components/resolveApi';
import { SearchForm } from './SearchForm';

/** One example button of the home search panel. */
export interface HomeSearchExample {
  /** Button text. */
  label: string;
  /** The value put into the input (a real record of the node's network served by the replay node). */
  value: string;
}

/**
 * Examples of the home search panel (spec §2 "Home": a wallet address, a transaction hash and a
 * ledger), from a network's recorded samples (`samplesFor` of `@ledgerlens/shared`).
 */
export function homeSearchExamples(samples: SearchSamples): readonly HomeSearchExample[] {
  return [
    { label: `Wallet ${shortenAddress(samples.address)}`, value: samples.address },
    { label: `Transaction ${samples.transactionHash.slice(0, 8)}…`, value: samples.transactionHash },
    { label: `Ledger ${samples.ledgerIndex}`, value: samples.ledgerIndex },
  ];
}


const getStyles = (theme: LedgerLensTheme) => ({
  panel: css`
    display: grid; gap: ${theme.spacing(2)}; padding: ${theme.spacing(3, 2.25)};
    background: linear-gradient(135deg, ${theme.color.surface} 0%, ${theme.color.infoBg} 140%);
    ${theme.mq.md} { padding: ${theme.spacing(4)}; }
  `,
  intro: css`display: grid; gap: ${theme.spacing(0.75)};`,
  title: css`margin: 0; font-size: 24px; line-height: 1.25; font-weight: 800;`,
  examples: css`display: flex; flex-wrap: wrap; align-items: center; gap: ${theme.spacing(1)};`,
  examplesLabel: css`font-size: 13px; color: ${theme.color.textMuted};`,
});

/**
 * Home search panel (spec §2 "Home"), titled 'Explore the XRP Ledger': a {@link SearchForm} of
 * variant `home` (one input for everything: hash, CTID, address or ledger index, classified with
 * `classifySearch`, spec §5; a badge with the detected type; the validation message under the
 * input) and example buttons that fill the input and focus it. Enter or the Search button show an
 * address or a transaction on home in place (`/?q={x}`: the shell renders the `account` or
 * `transaction` slot), a ledger on `/ledger/{x}`; a valid input is prefetched (60 s freshness), so
 * the result renders from the cache. The header search keeps going to the full pages. The examples
 * are records of the node's network (`selectNetwork`: mainnet's, devnet's, none on a network with
 * nothing recorded: a mainnet example would not be found there). No props.
 */
export function HomeSearchPanel() {
  const styles = useStyles(getStyles);
  const samples = samplesFor(useAppSelector(selectNetwork)?.id);
  const navigate = useNavigate();
  const [text, setText] = useState('');
  // An address or a transaction is shown on home in place (`/?q=…`, spec §2 "Home"); a ledger goes to its page.
  const [resolve] = useLazyResolveHex64Query();
  const showResult = (parsed: ParsedQuery) => {
    // An X-address opens the account page, which converts it and shows its destination tag.
    if (needsResolve(parsed)) {
      // A 64-hex input may be a ledger hash or a ledger object index: one request says which.
      void resolve(parsed.normalizedQuery, true)
        .unwrap()
        .then((answer) => {
          if (answer.kind === 'transaction') return navigate(homeResultPath(parsed.normalizedQuery));
          const { path, state } = resolvedNavigation(answer);
          return navigate(path, state ? { state } : undefined);
        })
        .catch(() => navigate(homeResultPath(parsed.normalizedQuery)));
    } else if ((parsed.type === 'address' && !parsed.pasted) || parsed.type === 'transaction') void navigate(homeResultPath(parsed.normalizedQuery));
    else void navigate(parsed.navigateTo);
    return true;
  };
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = `${useId()}-title`;

  return (
    <Card aria-labelledby={titleId} css={styles.panel}>
      <div css={styles.intro}>
        <h2 id={titleId} css={styles.title}>
          Explore the XRP Ledger
        </h2>
        <Muted>Search by transaction hash, CTID, account address or ledger index.</Muted>
      </div>
      <SearchForm variant="home" value={text} onValueChange={setText} inputRef={inputRef} onSubmitParsed={showResult} />
      {samples ? (
        <div css={styles.examples}>
          <span css={styles.examplesLabel}>Try an example:</span>
          {homeSearchExamples(samples).map((example) => (
            <Button
              key={example.value}
              variant="outline"
              size="sm"
              onClick={() => {
                setText(example.value);
                inputRef.current?.focus();
              }}
            >
              {example.label}
            </Button>
          ))}
        </div>
      ) : null}
    </Card>
  );
}
