import { useLayoutEffect, useRef, type ComponentProps } from 'react'
import Input, { type InputRef } from 'antd-mobile/es/components/input'

export type FieldInputProps = ComponentProps<typeof Input>

/**
 * The UI kit's text input, with `aria-invalid` and `aria-describedby` on the input element itself. The kit
 * puts them on its wrapper, where assistive technology does not read them for the field and focus cannot go.
 */
export function FieldInput({ 'aria-invalid': invalid, 'aria-describedby': describedBy, ...props }: FieldInputProps) {
  const ref = useRef<InputRef>(null)
  const marked = invalid === true || invalid === 'true'
  useLayoutEffect(() => {
    const input = ref.current?.nativeElement
    if (!input) return
    if (marked) input.setAttribute('aria-invalid', 'true')
    else input.removeAttribute('aria-invalid')
  }, [marked])
  useLayoutEffect(() => {
    const input = ref.current?.nativeElement
    if (!input) return
    if (describedBy) input.setAttribute('aria-describedby', describedBy)
    else input.removeAttribute('aria-describedby')
  }, [describedBy])
  return <Input ref={ref} {...props} />
}
