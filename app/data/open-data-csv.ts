import { OPEN_DATA_LICENCE, openDataHeaders } from '@/lib/data/open-data'
import { csvResponse } from '@/lib/http/file-response'

/** The last column of every open-data CSV row: the licence's name and address. */
export const LICENCE_CELL = `${OPEN_DATA_LICENCE.name} ${OPEN_DATA_LICENCE.url}`

/** An open-data CSV: a browser may show it in place, and it is cached and licensed like the JSON documents. */
export function openDataCsvResponse(filename: string, csv: string): Response {
  return csvResponse(csv, { ...openDataHeaders(), 'Content-Disposition': `inline; filename="${filename}"` })
}
