export * from './earlier-answers'
export * from './apply-again.texts'
export * from './apply-again.connect'
