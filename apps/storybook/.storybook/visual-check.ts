// Local visual check, run inside the story tests: once a story has rendered, played and passed axe,
// the whole viewport (portals included) is compared with its committed baseline in
// visual/__screenshots__/<brand>/<story id>.png. `npm run test:visual:update` rewrites the baselines.
// A story opts out with `tags: ['!visual']`; every other story carries the project-level 'visual' tag.
import type { ComposedStoryFn } from 'storybook/internal/types'
import { configure } from 'storybook/test'
import { afterEach, beforeEach, expect } from 'vitest'
import { page } from 'vitest/browser'

// Animations, transitions and the caret are frozen so two renders of the same state are pixel-equal.
// `transition-property: none` also cancels a transition already running (a focus ring fading in after
// Escape, on a loaded machine): the element shows its end state at once instead of a frame in between.
const FREEZE = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important;
  transition-property: none !important;
}
html { min-height: 100vh; }`

// Testing Library's waitFor / findBy* give up after 1 s by default. A story's play waits so for what happens
// after its click returns (react-hook-form's zod resolver validates before it calls onSubmit; focus moved in
// an effect); beside the journeys and a CPU-bound process on 2 cores one such step was seen taking longer
// (a fresh-clone npm test). They wait for a state, so a longer bound costs nothing when the state comes.
configure({ asyncUtilTimeout: 10_000 })

/** Story ids the demo brand screenshots (see above). */
export const DEMO_VISUAL =
  /^(fundamentos|site)-|--playground$|^dom[ií]nio-(jobcard|jobactionbutton|sharewidget|hero|jobfilters|jobdetail|vagas-jobsearch)--|^componentes-exibi[^-]*-carousel--/

// The demo brand runs only the stories it compares (foundations, site chrome, each component's
// Playground, and the public pages' parts: the hero, the job card, filters, list and detail): render, play, axe and screenshot there; the aurora brand runs
// every story. Interactions do not depend on the brand, and each component's look and contrast under the
// demo theme stay checked on its Playground; running all of them twice cost CI about 6 of its minutes.
/** The files whose every story the demo brand runs (DEMO_VISUAL's titles); elsewhere only Playground. */
const DEMO_FILES =
  /(\/foundations\/|\/brand\/logo|\/site-header|\/site-footer|\/job-card|\/job-action-button|\/share-widget|\/carousel|\/home-sections|\/content-sections|\/job-filters|\/job-search|\/job-detail|\/hero)\.?[^/]*\.stories\.tsx$/

beforeEach((context) => {
  const { task } = context
  const project = task.file?.projectName ?? ''
  if (!project.startsWith('storybook:demo')) return
  const file = task.file?.filepath ?? task.file?.name ?? ''
  if (task.name !== 'Playground' && !DEMO_FILES.test(file)) context.skip()
})

afterEach(async (context) => {
  const { task } = context
  const story = (context as typeof context & { story?: ComposedStoryFn }).story
  const storyId = (task.meta as { storyId?: string }).storyId
  if (!story || !storyId || task.result?.state === 'fail') return
  if (!story.tags.includes('visual')) return
  if (import.meta.env.VITE_NO_VISUAL) return
  // (The demo brand's other stories are skipped before they render: see beforeEach.)
  if (document.documentElement.dataset.brand === 'demo' && !DEMO_VISUAL.test(storyId)) return

  const style = document.createElement('style')
  style.dataset.visualCheck = ''
  style.textContent = FREEZE
  document.head.append(style)
  try {
    await document.fonts.ready
    // An exit animation started during play (a popover closing on Escape) keeps its node until it
    // ends; with durations frozen to 0 it ends now. Waiting for every animation makes the capture
    // show the state after it, never a frame in between.
    await Promise.race([
      Promise.allSettled(document.getAnimations().map((animation) => animation.finished)),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ])
    // Two frames: a popper or a viewport change settles its layout before the capture.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    await expect(page.elementLocator(document.documentElement)).toMatchScreenshot(storyId)
  } finally {
    style.remove()
  }
})
