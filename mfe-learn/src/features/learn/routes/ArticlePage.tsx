import { css } from '@emotion/react';
import { Button, Card, Muted, PRODUCT_NAME, Page, Skeleton, useLocation, useNavigate, useParams, useStyles, type LedgerLensTheme } from '@ledgerlens/shared';
import { ARTICLE_MISSING, sectionTitle, useGetArticleQuery, wordCount } from '../api/articles';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { DifficultyBadge } from '../components/DifficultyBadge';
import { MarkdownBody } from '../components/MarkdownBody';

const getStyles = (theme: LedgerLensTheme) => ({
  stack: css`display: grid; gap: ${theme.spacing(2)}; max-width: 820px;`,
  title: css`margin: 0; font-size: 30px; line-height: 1.2;`,
  meta: css`display: flex; gap: ${theme.spacing(1.5)}; align-items: center; flex-wrap: wrap; font-size: 13px; color: ${theme.color.textMuted};`,
  lead: css`margin: 0; font-size: 18px;`,
  helpful: css`display: grid; gap: ${theme.spacing(1)}; justify-items: start;`,
  actions: css`display: flex; gap: ${theme.spacing(1)}; flex-wrap: wrap;`,
  missing: css`display: grid; gap: ${theme.spacing(1)}; justify-items: center; text-align: center; padding: ${theme.spacing(4, 2)};`,
  skeletons: css`display: grid; gap: ${theme.spacing(1.5)};`,
});

/**
 * `/en/learn/:section/:slug` (spec §2 "Article page"): breadcrumbs, difficulty badge, read time,
 * author, last-updated date, title, description and the markdown body, then 'Was this article
 * helpful?'. Head: title, description, canonical and Article structured data with the body's word
 * count. Unknown or missing: 'Article Not Found'. Back: the previous page, else /en/learn.
 */
export function ArticlePage() {
  const styles = useStyles(getStyles);
  const { section = '', slug = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { data, isError, isFetching } = useGetArticleQuery({ section, slug });
  const back = () => (location.key !== 'default' ? navigate(-1) : navigate('/en/learn'));
  const canonical = `/en/learn/${section}/${slug}`;
  const crumbs = (title: string) => [{ label: 'Home', to: '/' }, { label: 'Learn', to: '/en/learn' }, { label: sectionTitle(section), to: '/en/learn' }, { label: title }];

  if (isError) {
    return (
      <Page>
        <title>{`Article Not Found · ${PRODUCT_NAME}`}</title>
        <meta name="robots" content="noindex" />
        <Card css={styles.missing} role="alert">
          <h1 css={styles.title}>Article Not Found</h1>
          <Muted>{ARTICLE_MISSING}</Muted>
          <Button onClick={() => navigate('/en/learn')}>Back to Learn</Button>
        </Card>
      </Page>
    );
  }
  if (!data || (isFetching && data.slug !== slug)) {
    return (
      <Page>
        <div aria-busy="true" css={styles.skeletons}>
          <Skeleton h="16px" w="40%" />
          <Skeleton h="36px" w="80%" />
          <Skeleton h="18px" w="60%" />
          <Skeleton h="240px" />
        </div>
      </Page>
    );
  }
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: data.title,
    description: data.description,
    dateModified: data.lastUpdated,
    ...(data.author ? { author: { '@type': 'Person', name: data.author } } : {}),
    wordCount: wordCount(data.body),
    keywords: data.tags.join(', '),
  };
  return (
    <Page>
      <title>{`${data.title} · ${PRODUCT_NAME}`}</title>
      <meta name="description" content={data.description} />
      <link rel="canonical" href={canonical} />
      <script type="application/ld+json" data-testid="article-jsonld">
        {JSON.stringify(structured)}
      </script>
      <article css={styles.stack}>
        <div>
          <Button variant="ghost" size="sm" onClick={back}>
            ← Back
          </Button>
        </div>
        <Breadcrumbs items={crumbs(data.title)} />
        <div css={styles.meta}>
          <DifficultyBadge difficulty={String(data.difficulty)} />
          <span>{data.readTime} min read</span>
          {data.author ? <span>By {data.author}</span> : null}
          {data.lastUpdated ? <span>Updated {new Date(`${data.lastUpdated}T00:00:00Z`).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })}</span> : null}
        </div>
        <h1 css={styles.title}>{data.title}</h1>
        <p css={styles.lead}>{data.description}</p>
        <MarkdownBody markdown={data.body} />
        <Card css={styles.helpful}>
          <strong>Was this article helpful?</strong>
          <div css={styles.actions}>
            <Button variant="outline" onClick={() => navigate('/en/learn')}>
              Back to Learn
            </Button>
            <Button onClick={() => navigate('/search')}>Start Exploring XRPL</Button>
          </div>
        </Card>
      </article>
    </Page>
  );
}
