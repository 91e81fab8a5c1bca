// The report the browser sends and the platform checks (docs/performance.md, "Real-user figures"): one
// schema for both, apart from web-vitals.ts so that the browser's code does not carry zod.
import { z } from 'zod'
import {
  ROUTE_PATTERN,
  WEB_VITAL_METRICS,
  WEB_VITAL_NAVIGATION_TYPES,
  WEB_VITAL_RATINGS,
  WEB_VITALS_MAX_METRICS,
  WEB_VITALS_MAX_ROUTE_LENGTH,
  webVitalsMessages,
} from './web-vitals'

export const webVitalSchema = z.lazy(() =>
  z.object({
    name: z.enum(WEB_VITAL_METRICS, { error: webVitalsMessages.metric }),
    value: z
      .number({ error: webVitalsMessages.value })
      .finite(webVitalsMessages.value)
      .min(0, webVitalsMessages.value)
      .max(600_000, webVitalsMessages.value),
    rating: z.enum(WEB_VITAL_RATINGS, { error: webVitalsMessages.rating }),
    navigationType: z.enum(WEB_VITAL_NAVIGATION_TYPES, { error: webVitalsMessages.navigationType }),
    route: z
      .string({ error: webVitalsMessages.route })
      .max(WEB_VITALS_MAX_ROUTE_LENGTH, webVitalsMessages.route)
      .regex(ROUTE_PATTERN, webVitalsMessages.route),
  }),
)
export type WebVital = z.infer<typeof webVitalSchema>

export const webVitalsReportSchema = z.lazy(() =>
  z.object(
    {
      metrics: z
        .array(webVitalSchema, { error: webVitalsMessages.metrics })
        .min(1, webVitalsMessages.metrics)
        .max(WEB_VITALS_MAX_METRICS, webVitalsMessages.metrics),
    },
    { error: webVitalsMessages.invalidBody },
  ),
)
export type WebVitalsReport = z.infer<typeof webVitalsReportSchema>
