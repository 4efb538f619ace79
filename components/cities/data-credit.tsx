import { CITY_DATA_SOURCE } from '@/lib/data/cities'

/** The CC BY 4.0 attribution the GeoNames data requires. */
export function DataCredit() {
  return (
    <p className="mt-10 text-xs text-gray-600">
      City names, populations and locations from{' '}
      <a href={CITY_DATA_SOURCE.url} className="underline" rel="nofollow">
        GeoNames
      </a>{' '}
      ({CITY_DATA_SOURCE.via}), licensed under{' '}
      <a href={CITY_DATA_SOURCE.licenseUrl} className="underline" rel="nofollow license">
        {CITY_DATA_SOURCE.license}
      </a>
      .
    </p>
  )
}
