import { useId, type ReactNode } from 'react'
import { Link, type LinkProps } from '@tanstack/react-router'
import List from 'antd-mobile/es/components/list'
import './list-row.css'

interface RowProps {
  children: ReactNode
  prefix?: ReactNode
  extra?: ReactNode
  testId?: string
}

/**
 * A list row that leads to another screen: a real link (keyboard, screen readers, long-press "open"),
 * stretched over the whole row. The kit's clickable row is an `<a>` without `href`, which no keyboard
 * reaches and no screen reader calls a link.
 */
export function ListLink({ to, children, prefix, extra, testId }: RowProps & { to: LinkProps['to'] }) {
  const extraId = useId()
  return (
    <List.Item className="list-row" prefix={prefix} extra={extra == null ? null : <span id={extraId}>{extra}</span>} arrowIcon>
      {/* the row's value ("Not set", the language) is read with the link */}
      <Link to={to} className="list-row-target" data-testid={testId} aria-describedby={extra == null ? undefined : extraId}>
        {children}
      </Link>
    </List.Item>
  )
}

/** A list row that acts in place: a real button stretched over the row (as ListLink). */
export function ListButton({
  onClick,
  disabled,
  current,
  children,
  prefix,
  extra,
  testId,
}: RowProps & { onClick: () => void; disabled?: boolean; current?: boolean }) {
  return (
    <List.Item className="list-row" prefix={prefix} extra={extra} arrowIcon={false} disabled={disabled}>
      <button
        type="button"
        className="list-row-target"
        onClick={onClick}
        disabled={disabled}
        aria-current={current ? 'true' : undefined}
        data-testid={testId}
      >
        {children}
      </button>
    </List.Item>
  )
}
