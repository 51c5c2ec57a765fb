import type { ReactNode } from 'react'
import { Sheet } from '../../ui/sheet'
import { useOpenedOnce } from '../../ui/use-opened-once'

/**
 * A bottom sheet of the room, named by its title; in the page from its first opening on. Escape and a
 * tap on the backdrop call `onMaskClick` (none: it stays); with `onClose` it has a close button too.
 */
export function RoomSheet({
  open,
  title,
  testId,
  onMaskClick,
  onClose,
  children,
}: {
  open: boolean
  title: string
  testId: string
  onMaskClick?: () => void
  onClose?: () => void
  children: ReactNode
}) {
  if (!useOpenedOnce(open)) return null
  return (
    <Sheet
      open={open}
      title={title}
      testId={testId}
      onClose={onMaskClick ?? onClose}
      closeOnBackdrop={onMaskClick !== undefined}
      closeButton={onClose !== undefined}
      bodyClassName="room-sheet"
    >
      {children}
    </Sheet>
  )
}

/** A sheet's table head: one column name each. */
export function ColumnHeads({ names }: { names: readonly string[] }) {
  return (
    <thead>
      <tr>
        {names.map((name, i) => (
          <th key={i}>{name}</th>
        ))}
      </tr>
    </thead>
  )
}
