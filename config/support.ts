/** Donation presets in USD. */
export const DONATION_AMOUNTS = [5, 10, 25, 50, 100] as const
export const DEFAULT_DONATION = 10
