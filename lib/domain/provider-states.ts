/** Which states a provider serves, from the states stored with it (names, codes or 'All States'). */
import { ALL_STATES } from './vial-score'

/** Whether a provider's stored states (names, codes or 'All States') include a state. */
export function servesState(providerStates: readonly string[], state: { name: string; code: string }): boolean {
  const wanted = new Set([state.name.toLowerCase(), state.code.toLowerCase(), ALL_STATES.toLowerCase()])
  return providerStates.some((stored) => wanted.has(stored.trim().toLowerCase()))
}
