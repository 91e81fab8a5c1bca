export * from './link-preview'
export { linkPreviewMessages } from './link-preview.messages'
export type { LinkPreviewMessages } from './link-preview.messages'
