import { createContext, useContext, useState, type ComponentType } from 'react'
import type { Decorator } from '@storybook/react-vite'
import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'

const StoryComponent = createContext<ComponentType | null>(null)

function RenderStory() {
  const Story = useContext(StoryComponent)
  return Story ? <Story /> : null
}

// Every path matches and the root renders the story, so <Link> and navigate() work and the story stays put.
function storyRouter(path: string) {
  const rootRoute = createRootRoute({ component: RenderStory })
  const routeTree = rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '/' }),
    createRoute({ getParentRoute: () => rootRoute, path: '$' }),
  ])
  return createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) })
}

let current: ReturnType<typeof storyRouter> | null = null

/** The rendered story's current path, for play functions that assert a navigation. */
export const storyPathname = (): string | undefined => current?.state.location.pathname

function StoryRouter({ story, path }: { story: ComponentType; path: string }) {
  const [router] = useState(() => storyRouter(path))
  current = router
  return (
    <StoryComponent.Provider value={story}>
      <RouterProvider router={router} />
    </StoryComponent.Provider>
  )
}

/** Parameter `route`: the initial path of the story's memory history (default '/'). */
export const withRouter: Decorator = (Story, { id, parameters }) => {
  const path = typeof parameters.route === 'string' ? parameters.route : '/'
  return <StoryRouter key={`${id}:${path}`} story={Story} path={path} />
}
