// The first read of a login-required page, sent by the account runtime as soon as a session restored from
// storage is known instead of after the page's own chunk has arrived (docs/architecture.md, "The first read
// sent with the session's check"). Today one page has one: /meu-perfil's personal data, which its invitation and
// its first box wait for. The page takes the read once, for the candidate it was sent for; a navigation
// first, or a read nobody took, leaves it unused, and the page reads for itself as before.
import type { PersonalDataProfile } from '@carreiras/core'

/** The read this module sends: the api's `readPersonalDataProfile` over the runtime's client. */
export type ReadProfile = (userId: number) => Promise<PersonalDataProfile>

export interface EarlyReads {
  /**
   * A session restored from storage is known (its record, while the platform checks it), on `path`: sends
   * the read that page needs first, once per page load, and only for the first restored session.
   */
  restored(userId: number, path: string): void
  /** The page changed before the read was taken: whatever was sent is no longer the page's. */
  navigated(): void
  /** The personal data's read sent for this candidate, handed over once; null when there is none. */
  takeProfile(userId: number): Promise<PersonalDataProfile> | null
}

export function earlyReads(profilePath: string, readProfile: ReadProfile): EarlyReads {
  let tried = false
  let profile: { userId: number; read: Promise<PersonalDataProfile> } | null = null
  return {
    restored(userId, path) {
      if (tried) return
      tried = true
      if (path !== profilePath) return
      const read = readProfile(userId)
      // A refusal here is the page's to meet: it reads again for itself (and a page that never takes the
      // read does not leave an unhandled rejection behind).
      read.catch(() => {})
      profile = { userId, read }
    },
    navigated() {
      tried = true
      profile = null
    },
    takeProfile(userId) {
      const sent = profile
      profile = null
      return sent && sent.userId === userId ? sent.read : null
    },
  }
}
