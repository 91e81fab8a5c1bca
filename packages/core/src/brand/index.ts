export {
  BRAND_IDS,
  BrandConfigError,
  CULTURE_SLIDES_COUNT,
  FAQ_MIN_ITEMS,
  HOME_AWARDS_COUNT,
  HOME_CAREER_AREAS_COUNT,
  HOME_TESTIMONIALS_COUNT,
  VALUE_CARD_THEMES,
  brandFieldPath,
  brandImageSchema,
  brandSchema,
  formatBrandIssues,
  parseBrand,
} from './brand.schema'
export type { Brand, BrandId, BrandImage, BrandInput, ValueCardTheme } from './brand.schema'
