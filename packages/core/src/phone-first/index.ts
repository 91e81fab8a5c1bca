export {
  activeFiltersLabel,
  defaultFilterFoldTexts,
  filterFoldMessages,
  filterFoldTexts,
} from './phone-first.messages'
export type { FilterFoldTexts } from './phone-first.messages'
export { LAUNCHER_FOCUS_GAP, boxesMeet, launcherClearance } from './launcher-clearance'
export type { Box } from './launcher-clearance'
