import { clsx } from 'clsx'
import { Button } from '@/components/ui/button'

/**
 * A calculator's submit, in its own grid cell at the bottom of the form. `calc=1` in the URL is what makes the
 * page show results (lib/validation/calculator.ts).
 */
export function CalculateButton({
  children,
  className,
  fullWidth = false,
}: {
  children: React.ReactNode
  className?: string
  fullWidth?: boolean
}) {
  return (
    <div className={clsx('flex items-end', className)}>
      <Button type="submit" name="calc" value="1" size="field" className={fullWidth ? 'w-full' : 'w-full sm:w-auto'}>
        {children}
      </Button>
    </div>
  )
}
