import indexHtml from '../index.html?raw'

/** index.html's frame of the article screen, which the first load's painter fills (src/app/first-article.ts). */
export const ARTICLE_FRAME = /<template id="article-frame">[\s\S]*?<\/template>/.exec(indexHtml)![0]
