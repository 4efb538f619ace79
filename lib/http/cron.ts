import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import { enforceRateLimit, type RateLimitRule } from '@/lib/rate-limit'
import { clientAddressOf } from '@/lib/request-context'
import { cronCaller } from '@/lib/self-call'

/**
 * Who may run a cron route: this server itself (its per-process token), or an outside scheduler with
 * `Authorization: Bearer $CRON_SECRET`, held to `rule`. Anyone else is refused (401); with no CRON_SECRET set, a
 * route that gives `disabled` says it is disabled instead (503). Returns who called.
 */
export async function authorizeCron(
  request: Request,
  rule: RateLimitRule,
  disabled?: string,
): Promise<'self' | 'scheduler'> {
  const caller = cronCaller(request, env.CRON_SECRET)
  if (!caller && !env.CRON_SECRET && disabled) throw new AppError('unavailable:cron', disabled)
  if (!caller) throw new AppError('unauthorized:cron', 'A valid bearer token is required.')
  if (caller === 'scheduler') await enforceRateLimit(rule, clientAddressOf(request))
  return caller
}
