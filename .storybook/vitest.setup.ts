import { setProjectAnnotations } from '@storybook/react-vite'
import * as projectAnnotations from './preview'

// Explicit, so `vitest --project storybook` and the Storybook UI render stories with the same preview.
setProjectAnnotations([projectAnnotations])
