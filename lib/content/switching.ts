import 'server-only'
import fs from 'node:fs'
import path from 'node:path'
import { listMedicationPages, MEDICATION_CONTENT_DIR } from '@/lib/content/medications'
import { switchMedicine, type SwitchMedicine } from '@/lib/domain/switching'
import { switchingFileSchema, type SwitchingFile, type SwitchingRule } from '@/lib/validation/switching'

/** Beside the medicine pages; the page loader reads only their .md files. */
export const SWITCHING_FILE = path.join(MEDICATION_CONTENT_DIR, 'switching.json')
const FILE_NAME = 'content/medications/switching.json'

export type SwitchingGuide = SwitchingFile & { medicines: SwitchMedicine[] }

export function switchingMedicines(): SwitchMedicine[] {
  return listMedicationPages().flatMap((page) =>
    page.kind === 'medicine' && page.brand && page.form && page.ingredient
      ? [
          switchMedicine({
            slug: page.slug,
            brand: page.brand,
            form: page.form,
            ingredient: page.ingredient,
            path: page.path,
            doses: page.doses,
          }),
        ]
      : [],
  )
}

const describe = (rule: SwitchingRule, index: number) =>
  `rule ${index + 1} (${rule.from.medicine} → ${rule.to.medicine})`

function checkSide(side: SwitchingRule['from'], medicines: readonly SwitchMedicine[], where: string) {
  const medicine = medicines.find((candidate) => candidate.slug === side.medicine)
  if (!medicine)
    throw new Error(
      `${where}: "${side.medicine}" is not a medicine page of content/medications (kind: medicine); ` +
        `the medicines are ${medicines.map((known) => known.slug).join(', ')}`,
    )
  if (side.product) return
  for (const dose of side.doses ?? [])
    if (!medicine.doses.includes(dose))
      throw new Error(
        `${where}: ${dose} is not a dose of ${medicine.name} (${medicine.doses.join(', ')}); ` +
          'name the product if the dose is another formulation the page describes',
      )
}

export function parseSwitchingGuide(
  data: unknown,
  medicines: readonly SwitchMedicine[],
  file: string = FILE_NAME,
): SwitchingGuide {
  const parsed = switchingFileSchema.safeParse(data)
  if (!parsed.success)
    throw new Error(
      `${file}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
    )
  parsed.data.rules.forEach((rule, index) => {
    checkSide(rule.from, medicines, `${file}: ${describe(rule, index)}, from`)
    checkSide(rule.to, medicines, `${file}: ${describe(rule, index)}, to`)
  })
  return { ...parsed.data, medicines: [...medicines] }
}

let guide: SwitchingGuide | undefined

export function getSwitchingGuide(): SwitchingGuide {
  guide ??= parseSwitchingGuide(JSON.parse(fs.readFileSync(SWITCHING_FILE, 'utf8')), switchingMedicines())
  return guide
}
