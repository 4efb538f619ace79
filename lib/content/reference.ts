import 'server-only'
import fs from 'node:fs'
import path from 'node:path'
import {
  glossarySchema,
  medicaidCoverageSchema,
  payersSchema,
  type GlossaryTerm,
  type MedicaidCoverage,
  type Payer,
  type PayersFile,
  type StateCoverage,
} from '@/lib/validation/content'

/**
 * The reference content beside the medication pages: Medicaid coverage by state and payers (content/coverage) and the
 * glossary (content/glossary.json). Validated when first read; read once per process.
 */
const CONTENT_DIR = path.join(process.cwd(), 'content')

export const COVERAGE_LABELS = {
  covered: 'Covered for weight loss',
  limited: 'Limited coverage',
  'not-covered': 'Not covered for weight loss',
} as const

export const coverageLabel = (status: StateCoverage['status']) => (status ? COVERAGE_LABELS[status] : 'Not known')

let coverage: MedicaidCoverage | undefined
let glossary: GlossaryTerm[] | undefined
let payers: PayersFile | undefined

export function getMedicaidCoverage(): MedicaidCoverage {
  coverage ??= medicaidCoverageSchema.parse(
    JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, 'coverage', 'medicaid.json'), 'utf8')),
  )
  return coverage
}

export function stateCoverage(stateCode: string): StateCoverage | null {
  return getMedicaidCoverage().states.find((row) => row.state === stateCode) ?? null
}

/** The health plans and pharmacy benefit managers, with their dated positions (content/coverage/payers.json). */
export function getPayers(): PayersFile {
  payers ??= payersSchema.parse(JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, 'coverage', 'payers.json'), 'utf8')))
  return payers
}

export function payerBySlug(slug: string): Payer | null {
  return getPayers().payers.find((payer) => payer.slug === slug) ?? null
}

export function getGlossary(): GlossaryTerm[] {
  glossary ??= glossarySchema.parse(JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, 'glossary.json'), 'utf8')))
  return glossary
}
