// eventos: the selection events of the person's applications, the schedules offered and their answer.
import { eq, inArray } from 'drizzle-orm'
import { eventScheduleOptions, eventSchedules, events, subscriptions } from '../../db/schema.js'
import type { DataExportSection } from './section.js'

export const eventosSection: DataExportSection = {
  name: 'eventos',
  async collect({ db, userId }) {
    const rows = await db
      .select({ e: events, opportunityId: subscriptions.opportunityId })
      .from(events)
      .innerJoin(subscriptions, eq(subscriptions.id, events.subscriptionId))
      .where(eq(subscriptions.userId, userId))
    const ids = rows.map(({ e }) => e.id)
    const offered =
      ids.length === 0
        ? []
        : await db
            .select({ eventId: eventScheduleOptions.eventId, s: eventSchedules })
            .from(eventScheduleOptions)
            .innerJoin(eventSchedules, eq(eventSchedules.id, eventScheduleOptions.scheduleId))
            .where(inArray(eventScheduleOptions.eventId, ids))
    return rows.map(({ e, opportunityId }) => ({
      id: e.id,
      inscricao: e.subscriptionId,
      vaga: opportunityId,
      titulo: e.title,
      tipo: e.typeEvent,
      local: e.typeLocation,
      descricao: e.description,
      duracaoMinutos: e.durationMinutes,
      linkDaReuniao: e.meetingUrl,
      situacao: e.status,
      horariosOferecidos: offered
        .filter((o) => o.eventId === e.id)
        .map(({ s }) => ({ id: s.id, data: s.date, hora: s.time })),
      horarioEscolhido: e.chosenScheduleId,
      respondidoEm: e.confirmedAt,
      convidadoEm: e.invitedAt,
    }))
  },
}
