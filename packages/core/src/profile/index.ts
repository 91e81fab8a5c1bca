export * from './empty-profile'
export * from './profile-page'
