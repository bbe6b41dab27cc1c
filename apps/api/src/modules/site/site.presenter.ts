// The crawler files: robots.txt and the XML sitemap (sitemaps.org protocol 0.9).

/** Signed-in areas and one-time links: nothing for a crawler there. Prefix rules; `$` ends an exact path. */
const DISALLOWED = [
  '/api/',
  '/dashboard',
  '/profile',
  '/jobs-',
  '/favorite-jobs',
  '/notification-detail/',
  '/account-type-picker',
  '/other-type-picker',
  '/company-manage-job',
  '/company-dashboard',
  '/company-profile',
  '/trainer-',
  '/skills-applications',
  '/skill-provider-profile',
  '/post-',
  '/manage-competitions',
  '/become-career-counsellor',
  // Exact: /counselling-centers (the public list) starts with the same letters.
  '/counselling-center$',
  '/career-resources',
  '/career-events',
  '/counsellor-profile',
  '/reset-password',
] as const;

export function presentRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export type SitemapEntry = { path: string; lastmod: Date | null };

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (s: string) => s.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);

export function presentSitemap(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const lastmod = e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeXml(`${publicUrl}${e.path}`)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
