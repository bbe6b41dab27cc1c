import { useRef, useState } from 'react';
import { Alert } from '@mantine/core';
import { SearchField } from '@/lib/ui/SearchField';
import { Anchor, Container, Group, Stack, Text, Title, Button, Badge, Card } from '@/lib/ui/plain';
import { useSearchParams } from 'react-router';
import { PUBLIC_PAGE_SIZE, type CompanyCard } from '@portal/contract';
import { ApiError } from '@/lib/api';
import { usePageTitle } from '@/lib/page';
import { Pager } from '@/lib/ui/Pager';
import { CardSkeletons, LoadError } from '@/lib/ui/QueryState';
import { companyDirectoryQuery, useCompanyDirectory } from '../api/companies';
import type { PageRequest } from '@/lib/queries/prefetch';
import type { QueryClient } from '@tanstack/react-query';
import { CompanyLogo } from '../components/CompanyLogo';
import { PageBanner } from '../components/PageBanner';
import { jobsHref, withChanges } from '../links';
import classes from './CompanyDirectoryPage.module.css';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';
import { useLookupName } from '@/lib/lookup-names';
import { prefetchLookupNames } from '@/lib/queries/prefetch';
import { companyCategoriesQuery } from '@/lib/form-lookups';

const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0-9'];

function readQuery(params: URLSearchParams) {
  const letter = params.get('letter') ?? '';
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').trim().slice(0, 200),
    letter: LETTERS.includes(letter.toUpperCase()) ? letter.toUpperCase() : '',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

function CompanyItem({ company }: { company: CompanyCard }) {
  const jobs = t('companies.openJobs', { count: company.open_jobs });
  const categoryName = useLookupName(companyCategoriesQuery);
  return (
    <Card component="article" withBorder padding="md" radius="md" h="100%">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <CompanyLogo src={company.logo} name={company.name} size={56} />
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <h3 className={classes.name}>
            <Anchor component={Link} to={jobsHref({ company: company.id })} underline="hover" c="brand.8">
              {company.name}
            </Anchor>
          </h3>
          {company.address && <Text size="sm">{company.address}</Text>}
          {company.category.length > 0 && (
            <Group gap={4}>
              {company.category.map((c) => (
                <Badge key={c.id} variant="outline" color="gray.7" radius="sm" tt="none">
                  {categoryName(c.name)}
                </Badge>
              ))}
            </Group>
          )}
          <Text size="sm">
            {company.no_of_employees > 0 && `${t('companies.employees', { count: company.no_of_employees })} · `}
            {company.open_jobs > 0 ? (
              <Anchor component={Link} to={jobsHref({ company: company.id })} fw={700}>
                {jobs}
              </Anchor>
            ) : (
              t('groups.noOpenJobs')
            )}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

/** Search by name; remounted (key) when the address bar's search changes, e.g. on Back. */
function CompanySearch({ initial, onSearch }: { initial: string; onSearch: (search: string) => void }) {
  const [search, setSearch] = useState(initial);
  return (
    <form
      role="search"
      aria-label={t('companies.search')}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(search.trim());
      }}
    >
      <Group align="flex-end" gap="sm">
        <SearchField
          label={t('companies.name')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          maxLength={200}
          style={{ flex: '1 1 14rem' }}
        />
        <Button type="submit">{t('companies.searchButton')}</Button>
      </Group>
    </form>
  );
}

/** The company directory (/companies, /category-company-jobs): A–Z and 0-9, a search, open-job counts, paged. */
export function CompanyDirectoryPage() {
  usePageTitle(t('footer.companies'));
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const companies = useCompanyDirectory(query);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const change = (changes: Record<string, string | number | null>) => setParams(withChanges(params, changes));
  const data = companies.data;
  const pastTheEnd = companies.error instanceof ApiError && companies.error.status === 404 && query.page > 1;

  return (
    <>
      <PageBanner title={t('footer.companies')} intro={t('companies.intro')} />
      <Container py="xl">
        <Stack gap="lg">
          <CompanySearch key={query.search} initial={query.search} onSearch={(search) => change({ search })} />
          <nav aria-label={t('companies.byLetter')}>
            <ul className={classes.letters}>
              <li>
                <Button
                  size="compact-md"
                  variant={query.letter ? 'default' : 'filled'}
                  aria-pressed={!query.letter}
                  onClick={() => change({ letter: null })}
                >
                  {t('companies.all')}
                </Button>
              </li>
              {LETTERS.map((l) => (
                <li key={l}>
                  <Button
                    size="compact-md"
                    miw={44}
                    px={8}
                    variant={query.letter === l ? 'filled' : 'default'}
                    aria-pressed={query.letter === l}
                    aria-label={l === '0-9' ? t('companies.startingDigit') : t('companies.startingWith', { letter: l })}
                    onClick={() => change({ letter: query.letter === l ? null : l })}
                  >
                    {l}
                  </Button>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="companies-heading" aria-busy={companies.isFetching}>
            <Title order={2} id="companies-heading" ref={headingRef} tabIndex={-1} fz="lg" mb="sm">
              {data && !pastTheEnd ? t('companies.found', { count: data.count }) : t('footer.companies')}
            </Title>
            {companies.isPending ? (
              <CardSkeletons count={6} cols={{ base: 1, sm: 2 }} />
            ) : pastTheEnd ? (
              <Alert color="gray" title={t('jobs.noMoreResults')}>
                <Button variant="default" onClick={() => change({ page: null })}>
                  {t('jobs.firstPage')}
                </Button>
              </Alert>
            ) : companies.error && !data ? (
              <LoadError
                error={companies.error}
                onRetry={() => void companies.refetch()}
                what={t('companies.theCompanies')}
              />
            ) : data && data.results.length === 0 ? (
              <Alert color="gray" title={t('companies.noMatch')}>
                {t('companies.noMatchHint')}
              </Alert>
            ) : data ? (
              <>
                <ul className={classes.list}>
                  {data.results.map((c) => (
                    <li key={c.id}>
                      <CompanyItem company={c} />
                    </li>
                  ))}
                </ul>
                <Pager
                  page={query.page}
                  count={data.count}
                  pageSize={PUBLIC_PAGE_SIZE}
                  label={t('companies.pages')}
                  onChange={(p) => {
                    change({ page: p === 1 ? null : p });
                    headingRef.current?.focus({ preventScroll: true });
                    headingRef.current?.scrollIntoView({ block: 'start' });
                  }}
                />
              </>
            ) : null}
          </section>
        </Stack>
      </Container>
    </>
  );
}

// What the server fetches before it renders the page (lib/queries/prefetch.ts): the page of companies its URL asks for.
CompanyDirectoryPage.prefetch = ({ search }: PageRequest, client: QueryClient) =>
  Promise.all([
    client.prefetchQuery(companyDirectoryQuery(readQuery(search))),
    prefetchLookupNames(client, companyCategoriesQuery),
  ]);
