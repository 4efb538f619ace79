import 'server-only'
import fs from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import { marked } from 'marked'
import { citedIds, linkCitations, markdownSections } from '@/lib/domain/citations'
import {
  catalogueFromPages,
  ingredientsOf,
  type CatalogueIngredient,
  type CatalogueProduct,
} from '@/lib/domain/medicine-catalogue'
import { slugify } from '@/lib/domain/slug'
import { sanitizeEditorHtml } from '@/lib/sanitize'
import { medicationFrontmatterSchema, type MedicationFrontmatter } from '@/lib/validation/content'

export const MEDICATION_CONTENT_DIR = path.join(process.cwd(), 'content', 'medications')

export type MedicationPage = MedicationFrontmatter & { body: string; path: string }

/** Where a page lives: explainers at the root (`/compounded-glp1`), the rest under /medications. */
export const medicationPagePath = (page: Pick<MedicationFrontmatter, 'slug' | 'kind'>) =>
  page.kind === 'explainer' ? `/${page.slug}` : `/medications/${page.slug}`

export function parseMedicationFile(file: string, source: string): MedicationPage {
  const { data, content } = matter(source)
  const parsed = medicationFrontmatterSchema.safeParse(data)
  if (!parsed.success)
    throw new Error(
      `${file}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
    )
  if (`${parsed.data.slug}.md` !== file) throw new Error(`${file}: the slug must match the file name`)
  return { ...parsed.data, body: content, path: medicationPagePath(parsed.data) }
}

let cache: MedicationPage[] | undefined

/** Read once per process. */
export function listMedicationPages(dir = MEDICATION_CONTENT_DIR): MedicationPage[] {
  if (dir !== MEDICATION_CONTENT_DIR) return readAll(dir)
  cache ??= readAll(dir)
  return cache
}

const KIND_ORDER = { ingredient: 0, medicine: 1, comparison: 2, explainer: 3 } as const

function readAll(dir: string): MedicationPage[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .map((file) => parseMedicationFile(file, fs.readFileSync(path.join(dir, file), 'utf8')))
    .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.title.localeCompare(b.title))
}

export function getMedicationPage(slug: string): MedicationPage | null {
  return listMedicationPages().find((page) => page.slug === slug) ?? null
}

export function renderCitedMarkdown(markdown: string, sourceIds: readonly string[]): string {
  const html = linkCitations(sanitizeEditorHtml(marked.parse(markdown, { gfm: true, async: false })), sourceIds)
  // Heading ids for the page's jump links.
  return html.replace(/<h2>([^<]+)<\/h2>/g, (_, words: string) => `<h2 id="${slugify(words)}">${words}</h2>`)
}

const EVIDENCE_SECTIONS = new Set(['Expected weight loss', 'Side effects'])

/** What the structured data cites: every source twice pushed the longest pages past their weight budget. */
export function primarySources(page: MedicationPage): MedicationPage['sources'] {
  const evidence = new Set(
    markdownSections(page.body)
      .filter((section) => EVIDENCE_SECTIONS.has(section.heading))
      .flatMap((section) => citedIds(section.text)),
  )
  if (evidence.size === 0) return page.sources
  return page.sources.filter((source) => source.id === page.label?.source || evidence.has(source.id))
}

export function labelSources(slugs: readonly string[]) {
  return listMedicationPages()
    .filter((page) => page.kind === 'medicine' && slugs.includes(page.slug))
    .flatMap((page) =>
      page.sources
        .filter((source) => source.id === page.label?.source)
        .map((source) => ({ ...source, id: `${page.slug}-label` })),
    )
}

export const WEIGHT_MANAGEMENT_MEDICINES = ['wegovy', 'wegovy-tablet', 'zepbound', 'foundayo', 'saxenda'] as const

export type { CatalogueIngredient, CatalogueProduct } from '@/lib/domain/medicine-catalogue'

/** Adding a page with `doses` adds a medicine to the price editor; no code changes. */
export function medicineCatalogue(): CatalogueProduct[] {
  return catalogueFromPages(listMedicationPages())
}

export function medicineIngredients(): CatalogueIngredient[] {
  return ingredientsOf(medicineCatalogue())
}
