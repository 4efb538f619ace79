'use server'

import { adminAction, type ActionResult } from '@/lib/actions/safe-action'
import type { AuditChange } from '@/lib/domain/audit'
import { TEST_DATA_MESSAGE, testDataField } from '@/lib/domain/test-data'
import { env } from '@/lib/env'
import { expireProviderPages } from '@/lib/admin/revalidate'
import { medicineCatalogue } from '@/lib/content/medications'
import {
  markFigureCheckedToday,
  removeFigure,
  removeMistakenPrice,
  saveFact,
  savePrice,
  type FigureSaved,
} from '@/lib/data/provider-figures'
import {
  factFormSchema,
  figureFieldName,
  figureRefSchema,
  FIGURE_MESSAGES,
  priceFormSchema,
  type FigureRef,
} from '@/lib/validation/provider-figures'

/** A conflict reloads the form with what the other editor saved. */
export type FigureOutcome = { conflict: true }

function refused(saved: Exclude<FigureSaved, { status: 'saved' }>): ActionResult<FigureOutcome> {
  if (saved.status === 'conflict') return { ok: false, error: FIGURE_MESSAGES.conflict, data: { conflict: true } }
  if (saved.status === 'gone') return { ok: false, error: FIGURE_MESSAGES.gone }
  return { ok: false, error: saved.message, fieldErrors: { [saved.field ?? 'kind']: [saved.message] } }
}

export const savePriceAction = adminAction<ReturnType<typeof priceFormSchema>, FigureOutcome>(
  priceFormSchema(medicineCatalogue()),
  { name: 'admin.savePrice', failureMessage: FIGURE_MESSAGES.failed, fieldName: figureFieldName },
  async ({ providerId, id, version, price, correction }, { audit }) => {
    const reserved = testDataField(
      { source_url: price.source.url, source_observerUrl: price.source.observerUrl, via_url: price.via?.url },
      env.ALLOW_TEST_DATA,
    )
    if (reserved) return { ok: false, error: TEST_DATA_MESSAGE, fieldErrors: { [reserved]: [TEST_DATA_MESSAGE] } }
    const saved = await savePrice({ providerId, id, version, price, correction })
    if (saved.status !== 'saved') return refused(saved)
    if (saved.unchanged) return { ok: true, message: FIGURE_MESSAGES.unchanged }
    await audit(correction ? 'correct' : id ? 'update' : 'create', 'price', saved.id, {
      ...saved.change,
      providerId,
      country: price.country,
      medication: price.medication,
      brand: price.brand,
      dose: price.dose,
      amount: price.amount,
      source: price.source.url,
      sourceDate: price.source.date,
    })
    expireProviderPages()
    return { ok: true, message: correction ? FIGURE_MESSAGES.corrected : FIGURE_MESSAGES.saved }
  },
)

export const saveFactAction = adminAction<typeof factFormSchema, FigureOutcome>(
  factFormSchema,
  { name: 'admin.saveFact', failureMessage: FIGURE_MESSAGES.failed, fieldName: figureFieldName },
  async ({ providerId, id, version, fact }, { audit }) => {
    const reserved = testDataField(
      { source_url: fact.source.url, source_observerUrl: fact.source.observerUrl },
      env.ALLOW_TEST_DATA,
    )
    if (reserved) return { ok: false, error: TEST_DATA_MESSAGE, fieldErrors: { [reserved]: [TEST_DATA_MESSAGE] } }
    const saved = await saveFact({ providerId, id, version, fact })
    if (saved.status !== 'saved') return refused(saved)
    if (saved.unchanged) return { ok: true, message: FIGURE_MESSAGES.unchanged }
    await audit(id ? 'update' : 'create', 'fact', saved.id, {
      ...saved.change,
      providerId,
      kind: fact.kind,
      value: fact.value,
      source: fact.source.url,
      sourceDate: fact.source.date,
    })
    expireProviderPages()
    return { ok: true, message: FIGURE_MESSAGES.factSaved }
  },
)

/** `run` answers false when another editor removed the figure. */
const figureRefAction = (
  name: string,
  audited: string,
  run: (ref: FigureRef) => Promise<AuditChange | null>,
  message: string,
) =>
  adminAction(figureRefSchema, { name, failureMessage: FIGURE_MESSAGES.failed }, async (ref, { audit }) => {
    const change = await run(ref)
    if (!change) return { ok: false, error: FIGURE_MESSAGES.gone }
    await audit(audited, ref.figure, ref.id, { ...change, providerId: ref.providerId })
    expireProviderPages()
    return { ok: true, message }
  })

export const removeFigureAction = figureRefAction('admin.removeFigure', 'delete', removeFigure, FIGURE_MESSAGES.removed)

export const removeMistakenPriceAction = figureRefAction(
  'admin.removeMistakenPrice',
  'delete-as-mistake',
  removeMistakenPrice,
  FIGURE_MESSAGES.removedAsMistake,
)

export const markFigureCheckedTodayAction = figureRefAction(
  'admin.markFigureCheckedToday',
  'mark-checked',
  markFigureCheckedToday,
  FIGURE_MESSAGES.checked,
)
