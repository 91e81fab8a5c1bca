// The skills list (skillsCreateUpdate): one rule for what a skill is and when two are the same, used by
// the box (skills.machine.ts) and by the platform's payload schema (`skillsPayloadSchema`), so both refuse
// the same duplicates. Every function is linear in the list's length (a Set of keys, never a search inside a
// loop), and the list holds at most MAX_SKILLS.
import { MAX_SKILLS } from '../limits'

/** A skill as kept: inner runs of spaces made one, trimmed. */
export const normalizeSkill = (text: string): string => text.replace(/\s+/g, ' ').trim()

/** Two skills are the same when they differ only in case or spacing ('Excel' and ' excel '). */
export const skillKey = (text: string): string => normalizeSkill(text).toLocaleLowerCase('pt-BR')

/** Why a typed skill cannot join the list, as a code (the box says it in words). */
export type SkillIssue = 'required' | 'duplicate' | 'tooMany'

export function skillIssue(text: string, skills: readonly string[]): SkillIssue | null {
  const key = skillKey(text)
  if (key === '') return 'required'
  if (skills.some((skill) => skillKey(skill) === key)) return 'duplicate'
  return skills.length >= MAX_SKILLS ? 'tooMany' : null
}

/** The list with the skill added at the end (normalized), or unchanged when it cannot join. */
export function withSkill(skills: readonly string[], text: string): string[] {
  return skillIssue(text, skills) === null ? [...skills, normalizeSkill(text)] : [...skills]
}

/** The list without the skill (matched as `skillKey` matches). */
export function withoutSkill(skills: readonly string[], skill: string): string[] {
  const key = skillKey(skill)
  return skills.filter((item) => skillKey(item) !== key)
}

/**
 * The list with blanks dropped and each skill once, first spelling kept, in order: one pass with a Set of
 * the keys seen (it was a search of the kept list per skill, quadratic: 20,000 skills took 10 s).
 */
export function uniqueSkills(skills: readonly string[]): string[] {
  const seen = new Set<string>()
  const kept: string[] = []
  for (const skill of skills) {
    const key = skillKey(skill)
    if (key === '' || seen.has(key)) continue
    seen.add(key)
    kept.push(normalizeSkill(skill))
  }
  return kept
}
