// The teams' covers that the reference data names (core's TEAMS, which the platform seeds and answers as
// each team's and opening's `cover`) are files the site serves from its public folder.
import { existsSync, readFileSync } from 'node:fs'
import { TEAMS } from '@carreiras/core'
import { describe, expect, it } from 'vitest'

describe('team covers', () => {
  it('every cover the reference data names is an image in the public folder', () => {
    for (const team of TEAMS) {
      const file = new URL(`../../public${team.cover}`, import.meta.url)
      expect(existsSync(file), team.cover).toBe(true)
      expect(readFileSync(file, 'utf8'), team.cover).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    }
  })
})
