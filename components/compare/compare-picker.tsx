import { Button } from '@/components/ui/button'
import { cardClasses } from '@/components/ui/card'
import { SelectOptions } from '@/components/ui/select-options'
import { COMPARE_MAX } from '@/lib/domain/compare'

/** A plain GET form: works without JavaScript and produces a shareable URL. */
export function ComparePicker({
  action,
  options,
  selected,
}: {
  action: string
  options: { slug: string; name: string }[]
  selected: string[]
}) {
  const choices = options.map((option) => ({ value: option.slug, label: option.name }))
  return (
    <form
      method="get"
      action={action}
      className={cardClasses({ className: 'grid gap-3 sm:grid-cols-2 lg:grid-cols-5' })}
    >
      {Array.from({ length: COMPARE_MAX }, (_, index) => (
        <div key={index}>
          <label
            htmlFor={`compare-${index}`}
            className="block text-xs font-semibold uppercase tracking-wide text-gray-600"
          >
            Provider {index + 1}
            {index >= 2 ? ' (optional)' : ''}
          </label>
          <select
            id={`compare-${index}`}
            name="p"
            defaultValue={selected[index] ?? ''}
            className="mt-1 w-full rounded-md border border-gray-300 bg-white px-2 py-2"
          >
            <option value="">None</option>
            <SelectOptions options={choices} />
          </select>
        </div>
      ))}
      <Button type="submit" className="self-end">
        Compare
      </Button>
    </form>
  )
}
