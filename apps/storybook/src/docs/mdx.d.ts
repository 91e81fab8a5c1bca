// MDX pages compiled by @storybook/addon-docs: the default export renders the page's content.
declare module '*.mdx' {
  import type { ComponentType } from 'react'
  const MDXContent: ComponentType<Record<string, unknown>>
  export default MDXContent
}
