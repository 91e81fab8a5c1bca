export * from './talent-bank'
export * from './register-profile.rules'
export * from './register-profile.machine'
export * from './register-profile.connect'
