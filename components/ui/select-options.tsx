/** A select's choices, in the order given. */
export function SelectOptions({ options }: { options: readonly { value: string; label: string }[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ))
}
