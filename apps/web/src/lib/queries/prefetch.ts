/**
 * What a server-rendered page needs before it renders (issue 27): the same query options its hooks use, fetched
 * before the first render so the page renders once, with its data, instead of once to learn what it asks for and
 * again with the answers (apps/web/src/entry-server.tsx; each render of a page costs the server several
 * milliseconds). A page without one still renders correctly: the server then learns its queries by rendering.
 */
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { currentLanguage } from '../i18n';
import type { TranslatedListQuery } from '../lookup-names';

export interface PageRequest {
  /** The route's parameters (`:id`). */
  params: Readonly<Record<string, string | undefined>>;
  /** The address bar's query. */
  search: URLSearchParams;
}

export type PagePrefetch = (page: PageRequest, client: QueryClient) => Promise<unknown>;

/** A route component that can say what it needs before it renders. */
export type PrefetchingComponent<P extends object = object> = ComponentType<P> & { prefetch?: PagePrefetch };

/** `component` with what it needs before it renders. */
export function withPrefetch<P extends object>(
  component: ComponentType<P>,
  prefetch: PagePrefetch,
): PrefetchingComponent<P> {
  return Object.assign(component, { prefetch });
}

/** The prefetch of a route's component, if it has one. */
export function prefetchOf(component: unknown): PagePrefetch | undefined {
  const prefetch = (component as { prefetch?: unknown } | null | undefined)?.prefetch;
  return typeof prefetch === 'function' ? (prefetch as PagePrefetch) : undefined;
}

/** For a server-rendered page: the lookup lists whose names it shows (lib/lookup-names), fetched before it renders, unless it is in English. */
export function prefetchLookupNames(
  client: QueryClient,
  ...lists: (TranslatedListQuery | undefined)[]
): Promise<unknown> | true {
  return currentLanguage() === 'en' || Promise.all(lists.map((list) => list && client.prefetchQuery(list())));
}
