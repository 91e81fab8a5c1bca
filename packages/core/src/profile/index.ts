export * from './empty-profile'
export * from './personal-data.machine'
export * from './personal-data.connect'
export * from './profile-page'
