import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { MAX_SKILLS } from '../limits'
import { connectSkills } from './skills.connect'
import { skillsMachine, type SkillsEvent, type SkillsSaveInput } from './skills.machine'

interface Fakes {
  list?: () => Promise<string[]>
  save?: (input: SkillsSaveInput) => Promise<string[]>
}

/** A fake platform keeping the list in memory; a save answers the list it kept. */
function start(initial: string[] = ['Excel', 'Power BI'], fakes: Fakes = {}) {
  let stored = [...initial]
  const saves: string[][] = []
  const machine = skillsMachine.provide({
    actors: {
      list: fromPromise(async () => (fakes.list ? fakes.list() : stored)),
      save: fromPromise(async ({ input }) => {
        saves.push(input.skills)
        if (fakes.save) return fakes.save(input)
        stored = [...input.skills]
        return stored
      }),
    },
  })
  const actor = createActor(machine).start()
  const view = () => connectSkills(actor.getSnapshot(), actor.send)
  const idle = () => waitFor(actor, (s) => s.matches({ ready: 'idle' }))
  return { actor, view, saves, idle }
}

const failing = async (): Promise<never> => {
  throw new Error('PLATFORM_ERROR')
}

describe('skills box', () => {
  it('lists the saved skills as tags, and says so when there is none', async () => {
    const { view, idle } = start()
    expect(view().loading).toBe(true)
    await idle()
    expect(view().tags.map((t) => [t.label, t.removeLabel])).toEqual([
      ['Excel', 'Remover Excel'],
      ['Power BI', 'Remover Power BI'],
    ])
    expect(view().emptyText).toBeNull()
    const empty = start([])
    await empty.idle()
    expect(empty.view().emptyText).toBe('Nenhuma habilidade cadastrada')
  })

  it('a failed read offers to try again', async () => {
    let fail = true
    const { actor, view } = start(['Excel'], { list: async () => (fail ? failing() : ['Excel']) })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(view().failed?.message).toBe('Não foi possível carregar esta seção.')
    expect(view().input.disabled).toBe(true)
    fail = false
    view().failed?.onRetry()
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    expect(view().tags).toHaveLength(1)
  })

  it('adds the typed skill (saving the whole list), clears the text and says Pronto!', async () => {
    const { actor, view, saves, idle } = start()
    await idle()
    view().input.onChange('  Comunicação   oral ')
    view().add.onAdd()
    expect(actor.getSnapshot().hasTag('saving')).toBe(true)
    expect(view().add.busy).toBe(true)
    expect(view().input.readOnly).toBe(true)
    await idle()
    expect(saves).toEqual([['Excel', 'Power BI', 'Comunicação oral']])
    expect(view().tags.map((t) => t.label)).toEqual(['Excel', 'Power BI', 'Comunicação oral'])
    expect(view().input.value).toBe('')
    expect(view().alert).toEqual({
      tone: 'success',
      title: 'Pronto!',
      message: 'Habilidades salvas com sucesso',
    })
  })

  it('refuses a blank text and a skill already listed (ignoring case), keeping the text', async () => {
    const { view, saves, idle } = start()
    await idle()
    view().add.onAdd()
    expect(view().input.error).toBe('Campo obrigatório')
    view().input.onChange('EXCEL')
    expect(view().input.error).toBeNull()
    view().add.onAdd()
    expect(view().input.error).toBe('Esta habilidade já está na sua lista')
    expect(view().input.value).toBe('EXCEL')
    expect(saves).toEqual([])
  })

  it('refuses a new skill once the list holds MAX_SKILLS, saying so and keeping the text', async () => {
    const full = Array.from({ length: MAX_SKILLS }, (_, i) => `Habilidade ${i}`)
    const { view, saves, idle } = start(full)
    await idle()
    view().input.onChange('Outra')
    view().add.onAdd()
    expect(view().input.error).toBe(
      `Você já tem o máximo de ${MAX_SKILLS} habilidades. Remova uma para adicionar outra.`,
    )
    expect(view().input.value).toBe('Outra')
    expect(saves).toEqual([])
  })

  it('a failed save keeps the saved list and the typed text, with Uoops', async () => {
    const { view, idle } = start(['Excel'], { save: failing })
    await idle()
    view().input.onChange('SQL')
    view().add.onAdd()
    await idle()
    expect(view().tags.map((t) => t.label)).toEqual(['Excel'])
    expect(view().input.value).toBe('SQL')
    expect(view().alert).toEqual({
      tone: 'error',
      title: 'Uoops',
      message: 'Ocorreu um erro ao salvar suas habilidades',
    })
    view().onAlertDismiss()
    expect(view().alert).toBeNull()
  })

  it('shows the list the platform kept', async () => {
    const { view, idle } = start(['Excel'], { save: async () => ['Excel', 'SQL (avançado)'] })
    await idle()
    view().input.onChange('sql')
    view().add.onAdd()
    await idle()
    expect(view().tags.map((t) => t.label)).toEqual(['Excel', 'SQL (avançado)'])
  })

  it('removes a skill only after Atenção, and keeps it when the save fails', async () => {
    let fail = false
    const { actor, view, saves, idle } = start(['Excel', 'SQL'], {
      save: async ({ skills }) => (fail ? failing() : skills),
    })
    await idle()
    view().tags[0]!.onRemove()
    expect(view().removal).toMatchObject({ open: true, busy: false, skill: 'Excel' })
    expect(view().tags[0]!.disabled).toBe(true)
    view().removal.onCancel()
    expect(view().removal.open).toBe(false)
    expect(saves).toEqual([])

    fail = true
    view().tags[0]!.onRemove()
    view().removal.onConfirm()
    expect(view().removal.busy).toBe(true)
    await idle()
    expect(view().tags.map((t) => t.label)).toEqual(['Excel', 'SQL'])
    expect(view().alert?.message).toBe('Algo errado aconteceu. Tente novamente.')

    fail = false
    view().tags[1]!.onRemove()
    view().removal.onConfirm()
    await idle()
    expect(saves.at(-1)).toEqual(['Excel'])
    expect(view().tags.map((t) => t.label)).toEqual(['Excel'])
    expect(view().alert).toBeNull()
    // An unknown skill is not asked about.
    actor.send({ type: 'skill.remove', skill: 'Cobol' })
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
  })

  it('takes no change while another is under way', async () => {
    const { actor, view, saves, idle } = start(['Excel'], { save: () => new Promise(() => {}) })
    await idle()
    view().input.onChange('SQL')
    view().add.onAdd()
    view().input.onChange('Python')
    actor.send({ type: 'skill.add' })
    actor.send({ type: 'skill.remove', skill: 'Excel' })
    expect(saves).toEqual([['Excel', 'SQL']])
    expect(view().input.value).toBe('SQL')
    expect(view().tags[0]!.disabled).toBe(true)
    expect(view().add.disabled).toBe(true)
  })
})

describe('skills machine graph', () => {
  const done = (id: string, output: unknown) =>
    ({ type: `xstate.done.actor.${id}`, output }) as unknown as SkillsEvent
  const error = (id: string) =>
    ({ type: `xstate.error.actor.${id}`, error: new Error('x') }) as unknown as SkillsEvent
  const events: SkillsEvent[] = [
    done('list', ['Excel']),
    error('list'),
    { type: 'list.retry' },
    { type: 'draft.change', text: '' },
    { type: 'draft.change', text: 'excel' },
    { type: 'draft.change', text: 'SQL' },
    { type: 'skill.add' },
    { type: 'skill.remove', skill: 'Excel' },
    { type: 'removal.confirm' },
    { type: 'removal.cancel' },
    done('save', ['Excel', 'SQL']),
    done('save', []),
    error('save'),
    { type: 'alert.dismiss' },
  ]
  const serializeState = (s: {
    value: unknown
    context: { skills: string[]; draft: string; alert: unknown }
  }) => JSON.stringify([s.value, s.context.skills, s.context.draft, s.context.alert])

  it('reaches every state, and from each a path leads back to the idle list', () => {
    const paths = getShortestPaths(skillsMachine, { events, serializeState })
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)))
    const expected = [
      '"loading"',
      '"failed"',
      ...['idle', 'adding', 'confirming', 'removing'].map((s) => JSON.stringify({ ready: s })),
    ]
    expect([...reached].sort()).toEqual([...expected].sort())
    for (const path of paths) {
      const onward = getShortestPaths(skillsMachine, { events, serializeState, fromState: path.state })
      expect(
        onward.some((p) => p.state.matches({ ready: 'idle' })),
        JSON.stringify(path.state.value),
      ).toBe(true)
    }
  })

  it('a skill leaves the list only through a confirmed removal', () => {
    const paths = getShortestPaths(skillsMachine, { events, serializeState })
    for (const path of paths) {
      const types = path.steps.map((s) => s.event.type)
      if (path.state.matches({ ready: 'removing' })) expect(types).toContain('removal.confirm')
    }
  })
})
