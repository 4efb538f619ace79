import { notFound } from 'next/navigation'

/** Any unknown admin path. */
export default function UnknownAdminPage() {
  notFound()
}
