import { createFileRoute } from '@tanstack/react-router'
import { ArticleScreen } from '../features/content/article-screen'

export const Route = createFileRoute('/info/$id')({
  component: function InfoRoute() {
    const { id } = Route.useParams()
    return <ArticleScreen id={id} kind="info" />
  },
})
