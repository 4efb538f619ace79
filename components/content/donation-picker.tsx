'use client'

import { Coffee } from 'lucide-react'
import { clsx } from 'clsx'
import { useState } from 'react'
import { Card } from '@/components/ui/card'
import { DEFAULT_DONATION, DONATION_AMOUNTS } from '@/config/support'
import { donationHref } from '@/lib/domain/donation'
import { formatUsd } from '@/lib/domain/pricing'

export function DonationPicker({ donationUrl }: { donationUrl: string | null }) {
  const [amount, setAmount] = useState<number>(DEFAULT_DONATION)
  return (
    <Card padding="lg">
      <fieldset>
        <legend className="font-semibold">Choose an amount (USD)</legend>
        <div className="mt-3 flex flex-wrap gap-2">
          {DONATION_AMOUNTS.map((value) => (
            <label
              key={value}
              className={clsx(
                'cursor-pointer rounded-md border px-4 py-2 font-semibold has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                amount === value ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-300 hover:bg-gray-50',
              )}
            >
              <input
                type="radio"
                name="amount"
                value={value}
                checked={amount === value}
                onChange={() => setAmount(value)}
                className="sr-only"
              />
              {formatUsd(value)}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="mt-4 text-lg" aria-live="polite">
        <strong>{formatUsd(amount)}</strong> One-time donation
      </p>
      {donationUrl ? (
        <a
          href={donationHref(donationUrl, amount)}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-4 inline-flex items-center gap-2 rounded-md bg-amber-500 px-5 py-3 font-semibold text-gray-900 hover:bg-amber-400"
        >
          <Coffee aria-hidden className="size-5" /> Buy us a coffee ({formatUsd(amount)})
        </a>
      ) : (
        <p className="mt-4 text-sm text-gray-700">Online donations are not set up yet. Thank you for thinking of us!</p>
      )}
    </Card>
  )
}
