export {
  BRAND_COLOR_TOKENS,
  BrandConfigError,
  CULTURE_SLIDES_COUNT,
  FALLBACK_LOCAL_FONTS,
  FONT_SUBSET_RANGES,
  FAQ_ITEMS_COUNT,
  HOME_AWARDS_COUNT,
  HOME_CAREER_AREAS_COUNT,
  HOME_TESTIMONIALS_COUNT,
  VALUE_CARD_THEMES,
  brandFieldPath,
  brandImageSchema,
  brandSchema,
  faceCovers,
  faceWeightRange,
  formatBrandIssues,
  parseBrand,
} from './brand.schema'
export type {
  Brand,
  BrandColorToken,
  BrandFont,
  BrandId,
  BrandImage,
  BrandInput,
  BrandTheme,
  FontSubset,
  ValueCardTheme,
} from './brand.schema'
export { brandHead, fontStack } from './brand-head'
export type { BrandHead } from './brand-head'
export { contrastRatio, hexChannels, relativeLuminance, tintOver } from './contrast'
