import type { ReactNode } from 'react'
import Popup from 'antd-mobile/es/components/popup'
import { useOpenedOnce } from '../../ui/use-opened-once'

/**
 * A bottom sheet of the room, a dialog named by its title; mounted from its first opening on. With
 * `onClose` it has a close button.
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
    <Popup
      visible={open}
      onMaskClick={onMaskClick}
      onClose={onClose}
      position="bottom"
      bodyClassName="sheet"
      showCloseButton={onClose !== undefined}
    >
      <div role="dialog" aria-label={title} data-testid={testId}>
        <h2 className="sheet-title">{title}</h2>
        {children}
      </div>
    </Popup>
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
