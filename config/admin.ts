/** Where the back office starts, and where a signed-out visitor is sent. */
export const ADMIN_PATHS = { home: '/admin/dashboard', login: '/admin/login' } as const

export const ADMIN_NAV = [
  { href: ADMIN_PATHS.home, label: 'Dashboard' },
  { href: '/admin/providers', label: 'Providers' },
  { href: '/admin/sources', label: 'Sources' },
  { href: '/admin/subscriptions', label: 'Subscriptions' },
  { href: '/admin/newsletter', label: 'Newsletter' },
  { href: '/admin/keywords', label: 'Keywords' },
  { href: '/admin/blog', label: 'Blog' },
  { href: '/admin/submissions', label: 'Submissions' },
  { href: '/admin/content', label: 'Site content' },
  { href: '/admin/seo', label: 'SEO' },
  { href: '/admin/news', label: 'News' },
  { href: '/admin/outbox', label: 'Outbox' },
  { href: '/admin/audit', label: 'Audit log' },
  { href: '/admin/account', label: 'Account' },
] as const
