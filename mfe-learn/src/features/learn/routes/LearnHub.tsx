import { css } from '@emotion/react';
import { Button, Card, Link, Muted, PRODUCT_NAME, Page, Skeleton, useLocation, useNavigate, useStyles, type LedgerLensTheme } from '@ledgerlens/shared';
import { SECTIONS, useGetArticleQuery } from '../api/articles';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { DifficultyBadge } from '../components/DifficultyBadge';

const getStyles = (theme: LedgerLensTheme) => ({
  stack: css`display: grid; gap: ${theme.spacing(3)};`,
  head: css`display: grid; gap: ${theme.spacing(1)};`,
  title: css`margin: 0; font-size: 30px;`,
  section: css`display: grid; gap: ${theme.spacing(1.5)};`,
  sectionTitle: css`margin: 0; font-size: 20px;`,
  cards: css`display: grid; gap: ${theme.spacing(1.5)}; ${theme.mq.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); }`,
  card: css`display: grid; gap: ${theme.spacing(1)}; align-content: start; text-decoration: none; color: inherit; height: 100%; &:hover h3 { text-decoration: underline; }`,
  cardTitle: css`margin: 0; font-size: 17px; color: ${theme.color.primary};`,
  meta: css`display: flex; gap: ${theme.spacing(1)}; align-items: center; font-size: 13px; color: ${theme.color.textMuted};`,
  cta: css`display: grid; gap: ${theme.spacing(1)}; justify-items: start; background: ${theme.color.primaryBg}; border-color: ${theme.color.primaryBorder};`,
  skeletons: css`display: grid; gap: ${theme.spacing(1)};`,
});

/** One article card of the hub: title, description, difficulty badge and read time, from the article's own header. */
function ArticleCard({ section, slug }: { section: string; slug: string }) {
  const styles = useStyles(getStyles);
  const { data, isError } = useGetArticleQuery({ section, slug });
  return (
    <Link to={`/en/learn/${section}/${slug}`} css={styles.card} data-testid="article-card">
      <Card css={styles.card}>
        {data ? (
          <>
            <h3 css={styles.cardTitle}>{data.title}</h3>
            <Muted>{data.description}</Muted>
            <span css={styles.meta}>
              <DifficultyBadge difficulty={String(data.difficulty)} />
              {data.readTime} min read
            </span>
          </>
        ) : isError ? (
          <Muted>Article not found or could not be loaded</Muted>
        ) : (
          <div aria-busy="true" css={styles.skeletons}>
            <Skeleton h="20px" w="70%" />
            <Skeleton h="40px" />
          </div>
        )}
      </Card>
    </Link>
  );
}

/** `/en/learn`: the learn hub (spec §2 "Learn hub"): three sections of three articles, a call to action to /search. */
export function LearnHub() {
  const styles = useStyles(getStyles);
  const navigate = useNavigate();
  const location = useLocation();
  const back = () => (location.key !== 'default' ? navigate(-1) : navigate('/'));
  return (
    <Page>
      <title>{`Learn About ${PRODUCT_NAME} · ${PRODUCT_NAME}`}</title>
      <meta name="description" content="Guides to the XRP Ledger and to LedgerLens: destination tags, fees and reserves, reading transactions, tracing funds." />
      <link rel="canonical" href="/en/learn" />
      <meta property="og:type" content="article" />
      <div css={styles.stack}>
        <div css={styles.head}>
          <div>
            <Button variant="ghost" size="sm" onClick={back}>
              ← Back
            </Button>
          </div>
          <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Learn' }]} />
          <h1 css={styles.title}>Learn About {PRODUCT_NAME}</h1>
          <Muted>How the XRP Ledger works, how to use {PRODUCT_NAME}, and what to do when a payment goes wrong.</Muted>
        </div>
        {SECTIONS.map((section) => (
          <section key={section.id} css={styles.section} aria-labelledby={`section-${section.id}`}>
            <h2 id={`section-${section.id}`} css={styles.sectionTitle}>
              {section.title}
            </h2>
            <div css={styles.cards}>
              {section.slugs.map((slug) => (
                <ArticleCard key={slug} section={section.id} slug={slug} />
              ))}
            </div>
          </section>
        ))}
        <Card css={styles.cta}>
          <h2 css={styles.sectionTitle}>Start Exploring</h2>
          <Muted>Look up a transaction, an account or a ledger.</Muted>
          <Button onClick={() => navigate('/search')}>Start Exploring</Button>
        </Card>
      </div>
    </Page>
  );
}
