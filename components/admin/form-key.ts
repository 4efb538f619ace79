/**
 * The key of a form that edits a versioned row. A saved form re-renders its page (the action expires it) and
 * must keep its state to show the result and go on: its key stays the same. A form reloaded after another
 * editor's save (the page with `?conflict`) is new: its key names that version, so it shows what was saved.
 */
export const formKey = (conflict: boolean, version: number) => (conflict ? `conflict-${version}` : 'form')
