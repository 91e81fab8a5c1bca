export * from './push'
export * from './push-offer.machine'
export * from './push-offer.connect'
export * from './push-services'
