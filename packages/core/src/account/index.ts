export * from './account.schema'
export * from './account-dialog.machine'
export * from './account-dialog.selectors'
export * from './account-providers'
