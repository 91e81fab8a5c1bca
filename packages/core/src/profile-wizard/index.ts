export * from './profile-wizard.rules'
export * from './profile-wizard.types'
export * from './profile-wizard.machine'
export * from './profile-wizard.connect'
