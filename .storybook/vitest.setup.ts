import { setProjectAnnotations } from '@storybook/react-vite'
import { configure } from 'storybook/test'
import * as projectAnnotations from './preview'

// Explicit, so `vitest --project storybook` and the Storybook UI render stories with the same preview.
setProjectAnnotations([projectAnnotations])

// A story's findBy*/waitFor wait up to 10 s, as the unit tests' do (tests/setup.ts): on a busy 2-core
// machine a story's first answer from Mirage can take more than Testing Library's default 1 s. A wait
// still ends as soon as what it waits for is there.
configure({ asyncUtilTimeout: 10_000 })
