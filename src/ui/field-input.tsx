import { useLayoutEffect, useRef, type ComponentProps } from 'react'
import Input, { type InputRef } from 'antd-mobile/es/components/input'

export type FieldInputProps = ComponentProps<typeof Input>

/**
 * The UI kit's text input, with `aria-invalid` on the input element itself. The kit puts it on its
 * wrapper, where assistive technology does not read it for the field and focus cannot go.
 */
export function FieldInput({ 'aria-invalid': invalid, ...props }: FieldInputProps) {
  const ref = useRef<InputRef>(null)
  const marked = invalid === true || invalid === 'true'
  useLayoutEffect(() => {
    const input = ref.current?.nativeElement
    if (!input) return
    if (marked) input.setAttribute('aria-invalid', 'true')
    else input.removeAttribute('aria-invalid')
  }, [marked])
  return <Input ref={ref} {...props} />
}
