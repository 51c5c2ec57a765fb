import { createFileRoute } from '@tanstack/react-router'
import { ArticleScreen } from '../features/content/article-screen'

export const Route = createFileRoute('/help/$id')({
  component: function HelpRoute() {
    const { id } = Route.useParams()
    return <ArticleScreen id={id} kind="help" />
  },
})
