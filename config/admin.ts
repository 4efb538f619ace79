export const ADMIN_NAV = [
  { href: '/admin', label: 'Dashboard' },
  { href: '/admin/providers', label: 'Providers' },
  { href: '/admin/subscriptions', label: 'Subscriptions' },
  { href: '/admin/keywords', label: 'Keywords' },
  { href: '/admin/blog', label: 'Blog' },
  { href: '/admin/submissions', label: 'Submissions' },
  { href: '/admin/content', label: 'Site content' },
  { href: '/admin/news', label: 'News' },
  { href: '/admin/outbox', label: 'Outbox' },
  { href: '/admin/audit', label: 'Audit log' },
  { href: '/admin/account', label: 'Account' },
] as const
